/** A progress bar on stderr (stdout carries the summary). */
import cliProgress from 'cli-progress';

export function progressBar(label: string, total: number, unit = 'writes') {
  const bar = new cliProgress.SingleBar(
    {
      format: `${label.padEnd(28)} [{bar}] {percentage}% | {value}/{total} ${unit} | {rate}`,
      hideCursor: true,
      clearOnComplete: false,
      noTTYOutput: true,
      notTTYSchedule: 5000,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0, { rate: '' });
  return {
    update(value: number, rate = '') {
      bar.update(Math.min(value, total), { rate });
    },
    stop() {
      bar.stop();
    },
  };
}
