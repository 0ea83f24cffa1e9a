import type { Stage } from '../../contract/enums.js';
import type { StageProcessor } from '../types.js';
import { contradictionStage } from './contradiction.js';
import { dedupStage } from './dedup.js';
import { embedStage } from './embed.js';
import { hardenStage } from './harden.js';
import { importanceStage } from './importance.js';
import { ttlStage } from './ttl.js';

/** The processor of each stage queue. */
export const STAGE_PROCESSORS: Record<Stage, StageProcessor> = {
  embed: embedStage,
  dedup: dedupStage,
  contradiction: contradictionStage,
  ttl: ttlStage,
  importance: importanceStage,
  harden: hardenStage,
};
