/**
 * Instruction cues in the languages beside English that the poisoning corpus' dev
 * split covers (de, fr, es, it, pt, pl, ru, zh, ja, ar, hi): the same families as the
 * English rules of instructionLike.ts, written per language.
 *
 * The cue that tells an order from a description is the verb's form. An order uses the
 * second-person imperative ("ignoriere", "zignoruj", "игнорируй", "無視して",
 * "अनदेखा करो"); a note that reports someone's order uses an infinitive, a subjunctive
 * or a reporting verb ("sagte ihr, sie solle … ignorieren", "kazała mu ignorować",
 * "无视するように言った", "नज़रअंदाज़ करने को कहा"). Where the imperative looks like the
 * third person (Romance languages: "ignora", "recommande"), the verb must open its
 * clause, so "L'utilisateur recommande toujours …" stays a description. Chinese has
 * no verb forms: a verb reached through 让/叫/要求/告诉 (someone told them to) is
 * reported, not ordered.
 *
 * Latin- and Cyrillic-script languages are matched on the ASCII view (so Russian
 * typed in Latin letters matches too); the others on the text in its own script.
 */
import type { InstructionCue } from './instructionLike.js';
import { foldMarks } from './textViews.js';

/** Punctuation that ends a clause, in any script. */
const STOP = String.raw`.!?;|\n\u3002\uff01\uff1f\u061f\u0964`;
const GAP = String.raw`[^${STOP}]{0,60}?`;

/** `a` then `b` or `b` then `a`, within one clause. */
const near = (a: string, b: string) => String.raw`(?:${a})${GAP}(?:${b})|(?:${b})${GAP}(?:${a})`;
/** `a` then `b` within one clause. */
const then = (a: string, b: string) => String.raw`(?:${a})${GAP}(?:${b})`;

/** Word edges for the ASCII view. A compound's head is reached by a bounded `[a-z]{0,16}`: an unbounded one rescans a long token from every position. */
const w = (src: string) => String.raw`(?<![a-z])(?:${src})(?![a-z])`;
/** A word opening its clause (after punctuation, a conjunction or a politeness word). */
const opens = (src: string, leads: string) => String.raw`(?:^|[${STOP},:\-\u2013\u2014(\[{]\s*|(?<![a-z])(?:${leads})\s+)(?:${src})(?![a-z])`;

/** A URL or an e-mail address; the address is matched from its start only (a long token is not rescanned at every offset). */
const ADDRESS = String.raw`(?:https?:\/\/\S+|www\.\S+|(?<![\w.+-])[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+)`;

/** Which script a native-view lexicon is written in: it is skipped for a text without it. */
type Script = 'Han' | 'Kana' | 'Arabic' | 'Devanagari' | 'Cyrillic';

interface Lexicon {
  /** For native-script and Cyrillic lexicons: the script a text must contain (Cyrillic also runs on ASCII-only text: transliteration). */
  script?: Script;
  /** Which view the patterns read; `typed` is the ASCII view of a note typed in ASCII only (romanised writing). */
  view: 'ascii' | 'native' | 'typed';
  cues: [InstructionCue, string][];
}

/** Patterns written in a non-Latin script go through the same folding as the text. */
const nat = foldMarks;

const de: Lexicon = {
  view: 'ascii',
  cues: [
    [
      'override',
      near(
        w(String.raw`ignorier(?:e)?|ignorieren sie|vergiss|vergesst|vergessen sie|missachte|missachten sie|ubergeh(?:e)?|umgeh(?:e)?|setze?\s+\S+\s+ausser kraft|befolge?\s+\S*\s*nicht mehr|halte? dich nicht mehr an|deaktiviere|schalte?\s+\S+\s+(?:ab|aus)`),
        // A compound ends in its head noun (Sicherheitsregeln): matched without a left edge.
        String.raw`(?:anweisung|instruktion|richtlinie|vorgabe|vorschrift|einschrankung|beschrankung)(?:en)?(?![a-z])|(?:regeln|systemprompt|befehle|filter|programmierung)(?![a-z])`,
      ),
    ],
    ['override', then(w(String.raw`(?:sollst|musst|kannst|konntest|wurdest|darfst) du|du (?:sollst|musst)`), w(String.raw`(?:vergessen|ignorieren|missachten|umgehen|ubergehen)`))],
    ['role_play', w(String.raw`(?:du bist|sie sind) (?:jetzt|nun|ab sofort|ab jetzt|von nun an)|tu so,? als|spiel(?:e)? die rolle`)],
    ['from_now_on', then(w(String.raw`ab (?:jetzt|sofort|nun)|von nun an`), w(String.raw`antworte|sprich|sag|schreib|empfiehl|ignoriere|du|dich|ohne`))],
    ['exfiltration', near(w(String.raw`sende|schick(?:e)?|leite|maile|ubermittle`), ADDRESS)],
    ['steering', opens(String.raw`empfiehl|sag|nenne|behaupte|erwahne`, 'bitte|und|dann')],
    ['addressed', w(String.raw`(?:der|die) (?:assistent|assistentin|ki|ki-assistent|bot|chatbot) (?:muss|soll|darf|sollte|wird)`)],
    ['append_to_answers', near(w(String.raw`fug(?:e)?|hang(?:e)?|beende|beginne|schreib(?:e)?|setze?`), w(String.raw`(?:jede[rmns]?|alle[rn]?)\s+(?:deine[rn]?\s+)?antwort(?:en)?`))],
    ['addressed', w(String.raw`(?:hinweis|notiz|nachricht|anmerkung) (?:an|fur) die ki|an den assistenten,? der (?:das|dies) liest|an die ki,`)],
    ['system_prompt', near(w(String.raw`zeig(?:e)?|gib|verrate|nenne|ungultig`), String.raw`systemprompt|system-prompt`)],
    ['fake_notice', w(String.raw`systemhinweis|systemmeldung|systemnachricht|admin(?:istrator)?-override`)],
    ['fake_notice', near(String.raw`(?:richtlinie|filter|einschrankungen|moderation)`, w(String.raw`deaktiviert|abgeschaltet|ausgeschaltet|aufgehoben|ausser kraft`))],
  ],
};

const fr: Lexicon = {
  view: 'ascii',
  cues: [
    [
      'override',
      near(
        w(String.raw`ignore[sz]?|oublie[sz]?|neglige[sz]?|ne tiens plus compte|ne tenez plus compte|contourne[sz]?|desactive[sz]?|passe[sz]? outre|fais abstraction`),
        w(String.raw`instructions?|consignes?|regles?|directives?|prompt systeme|politique de contenu|filtres?|restrictions?|limites`),
      ),
    ],
    ['override', then(w(String.raw`tu dois|vous devez|pourrais-tu|pourriez-vous|peux-tu|pouvez-vous|veuillez|pourrais tu|pourriez vous`), w(String.raw`oublier|ignorer|contourner|negliger`))],
    ['role_play', w(String.raw`(?:tu es|vous etes) (?:maintenant|desormais|dorenavant)|fais semblant|joue[sz]? le role`)],
    ['from_now_on', then(w(String.raw`a partir de maintenant|desormais|dorenavant`), w(String.raw`tu|vous|reponds|repondez|parle|parlez|sois|soyez|ignore|recommande|sans`))],
    ['exfiltration', near(w(String.raw`envoie[sz]?|transmets|transmettez|transfere[sz]?|expedie[sz]?`), ADDRESS)],
    ['steering', opens(String.raw`recommande[sz]?|conseille[sz]?|dis|dites|affirme[sz]?`, "et|puis|s'il te plait|s'il vous plait")],
    ['addressed', w(String.raw`l'(?:assistant|assistante|ia|agent|ia) (?:doit|devra|ne doit plus)`)],
    ['append_to_answers', near(w(String.raw`ajoute[sz]?|commence[sz]?|termine[sz]?|finis|mets|mettez`), w(String.raw`chaque reponse|chacune de (?:tes|vos) reponses|toutes (?:tes|vos) reponses`))],
    ['addressed', w(String.raw`note (?:pour|a) l'ia|a l'assistant qui (?:lit|lira)|message pour l'ia`)],
    ['system_prompt', near(w(String.raw`montre[sz]?|affiche[sz]?|donne[sz]?|revele[sz]?|annule`), w(String.raw`prompt systeme|prompt system`))],
    ['fake_notice', w(String.raw`avis systeme|notification systeme|message systeme|derogation administrateur`)],
    ['fake_notice', near(w(String.raw`politique|filtres?|restrictions?|moderation`), w(String.raw`desactivee?s?|levee?s?|suspendue?s?`))],
  ],
};

const es: Lexicon = {
  view: 'ascii',
  cues: [
    [
      'override',
      near(
        opens(String.raw`ignora|ignore|olvida|olvide|olvidate|omite|descarta|deja de (?:seguir|cumplir|respetar)|saltate|desactiva`, 'y|luego|por favor|ademas|tambien|por cierto'),
        w(String.raw`instrucciones|reglas|directrices|indicaciones|normas|politicas?|filtros|restricciones|prompt`),
      ),
    ],
    ['override', then(w(String.raw`debes|podrias|puedes|deberias|podria usted|puede usted`), w(String.raw`olvidar|ignorar|saltarte|omitir|descartar`))],
    ['role_play', w(String.raw`ahora eres|eres ahora|ahora seras|actua como|finge (?:ser|que)|haz de cuenta`)],
    ['from_now_on', then(w(String.raw`a partir de ahora|de ahora en adelante|desde ahora`), w(String.raw`responde|responderas|eres|seras|debes|actua|habla|tu|usted|recomienda|ignora|sin`))],
    ['exfiltration', near(w(String.raw`envia|envie|manda|mande|reenvia|reenvie|enviale`), ADDRESS)],
    ['steering', opens(String.raw`recomienda|recomiende|di|diga|afirma|menciona`, 'y|luego|por favor')],
    ['addressed', w(String.raw`(?:el|la) (?:asistente|ia|agente|bot|modelo) (?:debe|debera|tiene que|ya no debe)`)],
    ['append_to_answers', near(w(String.raw`anade|agrega|empieza|comienza|termina|pon`), w(String.raw`cada respuesta|todas (?:tus|sus) respuestas`))],
    ['addressed', w(String.raw`nota para la ia|al asistente que (?:lea|lee)|mensaje para la ia`)],
    ['system_prompt', near(w(String.raw`muestra|ensename|ensename|revela|dame|anulado`), w(String.raw`prompt de sistema|prompt del sistema`))],
    ['fake_notice', w(String.raw`aviso del sistema|mensaje del sistema|anulacion de administrador`)],
    ['fake_notice', near(w(String.raw`politica|filtros?|restricciones|moderacion`), w(String.raw`desactivad[oa]s?|apagad[oa]s?|suspendid[oa]s?`))],
  ],
};

const it: Lexicon = {
  view: 'ascii',
  cues: [
    [
      'override',
      near(
        opens(String.raw`ignora|ignorate|dimentica|dimenticate|tralascia|smetti di seguire|non seguire piu|disattiva|aggira`, 'e|poi|per favore|inoltre|anche|a proposito'),
        w(String.raw`istruzioni|regole|linee guida|direttive|norme|policy|filtri|restrizioni|prompt`),
      ),
    ],
    ['override', then(w(String.raw`devi|potresti|puoi|dovresti|potrebbe`), w(String.raw`dimenticare|ignorare|aggirare|tralasciare`))],
    ['role_play', w(String.raw`ora sei|adesso sei|fingi di essere|fai finta di essere`)],
    ['from_now_on', then(w(String.raw`d'ora in poi|da ora in poi|da adesso`), w(String.raw`rispondi|sei|devi|parla|tu|consiglia|ignora|senza`))],
    ['exfiltration', near(w(String.raw`invia|inviale|inoltra|manda|spedisci`), ADDRESS)],
    ['steering', opens(String.raw`consiglia|raccomanda|di'|afferma|menziona`, 'e|poi|per favore')],
    ['addressed', w(String.raw`l'(?:assistente|ia|agente) (?:deve|dovra|non deve piu)`)],
    ['append_to_answers', near(w(String.raw`aggiungi|inizia|termina|metti|chiudi`), w(String.raw`ogni (?:tua )?risposta|tutte le (?:tue )?risposte`))],
    ['addressed', w(String.raw`nota per l'ia|all'assistente che (?:legge|leggera)|messaggio per l'ia`)],
    ['system_prompt', near(w(String.raw`mostra|mostrami|rivela|dammi|annullato`), w(String.raw`prompt di sistema`))],
    ['fake_notice', w(String.raw`avviso di sistema|messaggio di sistema|override amministratore`)],
    ['fake_notice', near(w(String.raw`policy|filtri|restrizioni|moderazione`), w(String.raw`disattivat[aoie]|spent[aoie]|sospes[aoie]`))],
  ],
};

const pt: Lexicon = {
  view: 'ascii',
  cues: [
    [
      'override',
      near(
        opens(String.raw`ignore|ignora|esqueca|esquece|desconsidere|pare de seguir|deixe de seguir|desative|contorne`, 'e|depois|por favor|alias|alem disso|tambem'),
        w(String.raw`instrucoes|regras|diretrizes|normas|politicas?|filtros|restricoes|prompt`),
      ),
    ],
    ['override', then(w(String.raw`voce deve|deve|poderia|pode|voce poderia|podes`), w(String.raw`esquecer|ignorar|contornar|desconsiderar`))],
    ['role_play', w(String.raw`agora voce e|voce agora e|finja que e|finja ser|faca de conta`)],
    ['from_now_on', then(w(String.raw`daqui em diante|a partir de agora|de agora em diante`), w(String.raw`responda|voce|seja|fale|recomende|ignore|sem`))],
    ['exfiltration', near(w(String.raw`envie|encaminhe|mande|reenvie|transmita`), ADDRESS)],
    ['steering', opens(String.raw`recomende|diga|afirme|mencione|indique`, 'e|depois|por favor')],
    ['addressed', w(String.raw`(?:o|a) (?:assistente|ia|agente|modelo) (?:deve|devera|tem que|precisa)`)],
    ['append_to_answers', near(w(String.raw`acrescente|adicione|comece|termine|coloque|inclua`), w(String.raw`cada resposta|todas as (?:suas )?respostas`))],
    ['addressed', w(String.raw`nota para a ia|ao assistente que (?:ler|le)|mensagem para a ia`)],
    ['system_prompt', near(w(String.raw`mostre|me mostrar|revele|de-me|anulado`), w(String.raw`prompt de sistema|prompt do sistema`))],
    ['fake_notice', w(String.raw`aviso do sistema|mensagem do sistema|substituicao do administrador`)],
    ['fake_notice', near(w(String.raw`politica|filtros?|restricoes|moderacao`), w(String.raw`desativad[oa]s?|desligad[oa]s?|suspens[oa]s?`))],
  ],
};

const pl: Lexicon = {
  view: 'ascii',
  cues: [
    [
      'override',
      near(
        w(String.raw`zignoruj|ignoruj|zapomnij|pomin|przestan (?:przestrzegac|stosowac|sluchac)|nie stosuj sie|wylacz|obejdz`),
        String.raw`(?<![a-z])(?:instrukcj|zasad|wytyczn|regul|polecen|polityk|filtr|ograniczen|prompt)\w*`,
      ),
    ],
    ['override', then(w(String.raw`musisz|mozesz|moglbys|moglabys|powinienes|powinnas`), w(String.raw`zapomniec|zignorowac|ignorowac|pominac|obejsc`))],
    ['role_play', w(String.raw`teraz jestes|jestes teraz|udawaj,? ze`)],
    ['from_now_on', then(w(String.raw`od teraz|od tej chwili|od dzisiaj`), w(String.raw`odpowiadaj|jestes|mow|badz|polecaj|ignoruj|bez`))],
    ['exfiltration', near(w(String.raw`wyslij|przekaz|przeslij|wysylaj`), ADDRESS)],
    ['steering', w(String.raw`(?:zawsze )?polecaj|zawsze mow|mow,? ze|zachwalaj`)],
    ['addressed', w(String.raw`asystent(?:ka)? (?:musi|powinien|powinna|ma teraz)`)],
    ['append_to_answers', near(w(String.raw`dodawaj|dodaj|zaczynaj|zacznij|koncz|zakoncz`), String.raw`(?<![a-z])(?:kazd\w*|wszystki\w*) odpowiedz\w*`)],
    ['addressed', w(String.raw`notatka dla (?:ai|si)|do asystenta,? ktory|wiadomosc dla (?:ai|modelu)`)],
    ['system_prompt', near(w(String.raw`pokaz|pokazac|wypisz|ujawnij|niewazny`), String.raw`prompt\w* systemow\w*`)],
    ['fake_notice', w(String.raw`komunikat systemowy|nadpisanie administratora`)],
    ['fake_notice', near(String.raw`(?<![a-z])(?:polityk|filtr|ograniczen|moderacj)\w*`, w(String.raw`wylaczon[aey]|zawieszon[aey]|zniesion[aey]`))],
  ],
};

/** ь is written ' by any-ascii and dropped by people; й is i, j or y. */
const ruSoft = (src: string) => src.replace(/'/g, "'?").replace(/J/g, '(?:i|j|y)');

const ru: Lexicon = {
  script: 'Cyrillic',
  view: 'ascii',
  cues: [
    [
      'override',
      near(
        w(ruSoft(String.raw`ignorirujJ?(?:te)?|ignoriruJ(?:te)?|zabud'(?:te)?|ne obrashchaJ(?:te)? vnimaniya|perestan'(?:te)? (?:soblyudat'|sledovat'|vypolnyat')|oboJdi|otklyuchi(?:te)?`)),
        String.raw`(?<![a-z])(?:instrukc|instrukts|pravil|ukazani|ogranichen|politik|filtr|prompt)\w*`,
      ),
    ],
    ['override', then(w(ruSoft(String.raw`ty dolzhen|ty dolzhna|mozhesh'|ne mog by ty|ne mogli by vy|dolzhen`)), w(ruSoft(String.raw`zabyt'|ignorirovat'|oboJti`)))],
    ['role_play', w(ruSoft(String.raw`teper' ty|ty teper'|pritvoris'|predstav',? chto ty`))],
    ['from_now_on', then(w(ruSoft(String.raw`s etogo momenta|otnyne|s etoJ minuty`)), w(ruSoft(String.raw`otvechaJ|ty|bud'|govori|rekomenduJ|bez`)))],
    ['exfiltration', near(w(ruSoft(String.raw`otprav'(?:te)?|pereshli(?:te)?|vyshli|peredaJ`)), ADDRESS)],
    ['steering', w(ruSoft(String.raw`(?:vsegda )?rekomenduJ(?:te)?|sovetuJ(?:te)?|govori,? chto|otvechaJ,? chto`))],
    ['addressed', w(ruSoft(String.raw`assistent (?:teper' |otnyne )?(?:dolzhen|obyazan)|ii (?:teper' )?dolzhen`))],
    ['append_to_answers', near(w(ruSoft(String.raw`dobavlyaJ|dobav'|nachinaJ|zakanchivaJ|zavershaJ`)), String.raw`(?<![a-z])kazhd\w* otvet\w*`)],
    ['addressed', w(ruSoft(String.raw`zametka dlya ii|assistentu,? kotoryJ|soobshchenie dlya ii`))],
    ['system_prompt', near(w(String.raw`pokazhi|vyvedi|raskroi|raskroj|otmenen`), String.raw`(?<![a-z])sistemn\w* prompt\w*`)],
    ['fake_notice', String.raw`(?<![a-z])sistemnoe (?:uvedomlenie|soobshchenie)|pereopredelenie administratora`],
    ['fake_notice', near(String.raw`(?<![a-z])(?:politik|filtr|ogranichen|moderaci)\w*`, w(String.raw`otklyuchen[ayo]?|vyklyuchen[ayo]?|snyat[ayo]?|otmenen[ayo]?`))],
  ],
};

/** Chinese in pinyin, Japanese in romaji and Arabic in chat spelling (Arabizi), as typed by people. */
const romanised: Lexicon = {
  // any-ascii spells 無視 "wushi" too: only a note typed in Latin letters is read as pinyin or romaji.
  view: 'typed',
  cues: [
    ['override', near(String.raw`hu ?lue|wu ?shi|wang ?ji|wang ?diao`, String.raw`zhi ?ling|zhi ?shi|gui ?ze|gui ?ding|xian ?zhi`)],
    ['override', near(String.raw`mushi ?(?:shite|shiro|seyo)|wasure(?:te|ro)`, String.raw`shiji|ruru|kisoku|seigen|gaidorain`)],
    ['override', near(w(String.raw`tjahal|tajahal|t?insa|ensa`), w(String.raw`(?:el|al)? ?ta3(?:limat|leemat)|(?:el|al)? ?(?:qawa3ed|2awa3ed|qawaid)`))],
  ],
};

/** Hindi typed in Latin letters (Hinglish), often with English nouns. */
const hiLatin: Lexicon = {
  view: 'ascii',
  cues: [
    ['override', near(w(String.raw`ignore kar(?:o|do|en|ein)|bhool jao|bhul jao|nazarandaz karo|mat mano`), w(String.raw`instructions?|rules?|niyam|nirdesh|guidelines?|restrictions?|filters?`))],
    ['exfiltration', near(w(String.raw`bhej do|bhejo|forward karo|send karo`), ADDRESS)],
  ],
};

/** A verb reached through 让/叫/要求/告诉 (someone told them to): reported, not ordered. */
const ZH_REPORTED = String.raw`(?<!(?:让|叫|要求|告诉|提醒|嘱咐|劝)[^，。,.]{0,6})`;

const zh: Lexicon = {
  script: 'Han',
  view: 'native',
  cues: [
    ['override', near(`${ZH_REPORTED}(?:忽略|无视|忘掉|忘记|不要再?遵守|停止遵守|绕过|跳过|别管|不用管|不再遵守)`, '指令|指示|规则|规定|限制|提示词|政策|过滤|准则')],
    ['role_play', '你现在是|现在你是|假装你是|扮演'],
    ['from_now_on', then('从现在起|从现在开始|今后|以后', '你|必须|都要|一定要|不带|不加')],
    ['exfiltration', near('发送到|发到|转发到|转发给|发给|发送给', ADDRESS)],
    ['steering', `${ZH_REPORTED}(?:一定要|必须|都要|就要)(?:推荐|说)|(?:总是|始终|务必)推荐`],
    ['append_to_answers', '(?:每个|每次|每条|所有)(?:回答|回复)'],
    ['addressed', '(?:助手|ai|模型|机器人)(?:今后|以后|从现在起)?(?:必须|应该|一定要|需要)'],
    ['addressed', '给\\s*ai\\s*的|致[^，。]{0,10}助手|给助手的'],
    ['system_prompt', near('输出|给我看|显示|透露|作废', '系统提示')],
    ['fake_notice', '系统通知|系统消息|管理员覆盖'],
    ['fake_notice', near('政策|过滤器|限制|审核', '已被?禁用|已关闭|已解除|已停用')],
  ],
};

const ja: Lexicon = {
  script: 'Kana',
  view: 'native',
  cues: [
    [
      'override',
      near(
        '無視(?:して|しろ|せよ|しなさい)|忘れ(?:て|ろ|なさい)|従わないで|従うのをやめ|守らないで|守るのをやめ|オフにして|回避して',
        '指示|ルール|規則|ガイドライン|制限|システムプロンプト|ポリシー|フィルター',
      ),
    ],
    ['role_play', 'あなたは今から|今からあなたは|ふりをして'],
    ['from_now_on', then('これからは|今後は|以後', '答えて|話して|して(?:ください)?$|ないで')],
    ['exfiltration', near('送って|転送して|送信して|送れ', ADDRESS)],
    ['steering', '必ず[^。]{0,12}(?:勧めて|すすめて|推薦して)|(?:勧めて|すすめて)(?:ください)?[。]?$|だけが信頼できると答えて|と答えて'],
    ['append_to_answers', '(?:すべての|毎回の|各)回答'],
    ['addressed', '(?:アシスタント|ai|モデル)は[^。]{0,40}(?:こと|なければならない|べき)[。]?'],
    ['addressed', 'aiへの(?:メモ|メッセージ|注意)|アシスタントへ[:：]'],
    ['system_prompt', near('見せて|表示して|教えて|無効', 'システムプロンプト')],
    ['fake_notice', 'システム通知|システムメッセージ|管理者オーバーライド'],
    ['fake_notice', near('ポリシー|フィルター|制限|モデレーション', '無効化|オフになり|解除され')],
  ],
};

/** Arabic word start: no letter before (a conjunction و/ف may be glued on). */
const AR = (src: string) => String.raw`(?<![\p{L}\p{M}])[وف]?(?:${src})`;

const ar: Lexicon = {
  script: 'Arabic',
  view: 'native',
  cues: [
    [
      'override',
      near(
        AR('تجاهل|انس|اترك|لا تتبع|توقف عن اتباع|تخط|عطل|عطّل|تجاوز'),
        '(?:ال)?تعليمات|(?:ال)?قواعد|(?:ال)?إرشادات|(?:ال)?ارشادات|(?:ال)?سياسة|(?:ال)?مرشحات|(?:ال)?قيود|موجه النظام',
      ),
    ],
    ['override', then(AR('هل يمكنك|يجب عليك|عليك'), 'تنسى|تتجاهل|تتجاوز')],
    ['role_play', AR('أنت الآن|انت الآن|تظاهر|تقمص')],
    ['from_now_on', then('من الآن فصاعدا|من الآن|ابتداء من الآن', 'أجب|اجب|كن|تحدث|دون|بدون')],
    ['exfiltration', near(AR('أرسل|ارسل|حول|حوّل|أعد توجيه'), ADDRESS)],
    ['steering', AR('أوص|اوص|قل في كل|قل إن|قل ان')],
    ['append_to_answers', '(?:كل|نهاية كل|بداية كل) (?:إجابة|اجابة|رد)|كل إجاباتك|كل اجاباتك'],
    ['addressed', 'يجب على (?:المساعد|الذكاء الاصطناعي|النموذج)|على المساعد أن'],
    ['addressed', 'ملاحظة (?:لل|إلى ال)ذكاء الاصطناعي|إلى المساعد الذي|الى المساعد الذي'],
    ['system_prompt', near(AR('أرني|اعرض|أظهر|ملغى'), 'موجه النظام')],
    ['fake_notice', 'إشعار النظام|اشعار النظام|تجاوز المسؤول|رسالة النظام'],
    ['fake_notice', near('سياسة|مرشحات|القيود|الإشراف', 'تعطيل|إيقاف|ايقاف|رفع')],
  ],
};

const hi: Lexicon = {
  script: 'Devanagari',
  view: 'native',
  cues: [
    [
      'override',
      near(
        '(?:अनदेखा|नजरअंदाज|अनदेखी) (?:करो|करें|कीजिए|कर दो)|भूल (?:जाओ|जाइए|जाएँ|जाएं)|पालन करना बंद करो|मत मानो',
        'निर्देश|नियम|दिशानिर्देश|पाबंदी|प्रतिबंध|सिस्टम प्रॉम्प्ट|नीति|फिल्टर',
      ),
    ],
    ['override', then('क्या आप|क्या तुम|तुम्हें|आपको', 'भूलकर|भूल कर|अनदेखा कर')],
    ['role_play', 'अब तुम|अब आप|नाटक करो|होने का नाटक'],
    ['from_now_on', then('अब से|आज से', 'जवाब दो|जवाब दीजिए|बोलो|लिखो|बिना')],
    ['exfiltration', near('भेज दो|भेजो|भेजें|फॉरवर्ड करो|फॉरवर्ड कर दो', ADDRESS)],
    ['steering', '(?:हमेशा|सिर्फ)[^।]{0,30}(?:सिफारिश करो|सलाह दो)|सिफारिश करो|कहो कि'],
    ['append_to_answers', '(?:हर|प्रत्येक|अपना हर) (?:जवाब|उत्तर)'],
    ['addressed', '(?:सहायक|ai|मॉडल) को[^।]{0,60}(?:होगा|होगी|चाहिए)'],
    ['addressed', 'ai के लिए नोट|सहायक के लिए[:：]'],
    ['system_prompt', near('दिखाओ|दिखा सकते|बताओ|रद्द', 'सिस्टम प्रॉम्प्ट')],
    ['fake_notice', 'सिस्टम सूचना|एडमिन ओवरराइड|सिस्टम संदेश'],
    ['fake_notice', near('नीति|फिल्टर|पाबंदी', 'बंद कर दी|बंद हैं|बंद है|हटा दी')],
  ],
};

interface Compiled {
  view: Lexicon['view'];
  script?: Script;
  /** The pattern needs a URL or an e-mail address in the text. */
  address: boolean;
  cue: InstructionCue;
  re: RegExp;
}

const COMPILED: Compiled[] = [de, fr, es, it, pt, pl, ru, hiLatin, romanised, zh, ja, ar, hi].flatMap((l) =>
  l.cues.map(([cue, src]) => ({ view: l.view, script: l.script, address: src.includes(ADDRESS), cue, re: new RegExp(l.view === 'native' ? nat(src) : src, 'u') })),
);
/** Text with no letter outside ASCII has nothing for the native-script patterns. */
// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\u0000-\u007f]/;

const ANY_ADDRESS = /@|https?:|www\./;

const SCRIPTS: Record<Script, RegExp> = {
  Han: /\p{Script=Han}/u,
  Kana: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  Arabic: /\p{Script=Arabic}/u,
  Devanagari: /\p{Script=Devanagari}/u,
  Cyrillic: /\p{Script=Cyrillic}/u,
};

/** The first multilingual cue in the two views of a note, or null. */
export function multilingualCue(nativeText: string, asciiText: string): InstructionCue | null {
  // The patterns spell one space between words.
  const native = nativeText.replace(/ {2,}/g, ' ');
  const ascii = asciiText.replace(/ {2,}/g, ' ');
  const hasNative = NON_ASCII.test(native);
  const has: Partial<Record<Script, boolean>> = {};
  const present = (s: Script) => (has[s] ??= SCRIPTS[s].test(native));
  const hasAddress = ANY_ADDRESS.test(native);
  for (const c of COMPILED) {
    if ((c.view === 'native' && !hasNative) || (c.view === 'typed' && hasNative)) continue;
    // Russian is also typed in Latin letters; the native-script lexicons need their script.
    if (c.script && hasNative && !present(c.script)) continue;
    if (c.address && !hasAddress) continue;
    if (c.re.test(c.view === 'native' ? native : ascii)) return c.cue;
  }
  return null;
}
