/**
 * Instruction cues in 41 languages beside English: the same families as the English
 * rules of instructionLike.ts, written per language from knowledge of the language.
 * de, fr, es, it, pt, pl, ru, zh, ja, ar and hi have hand-written tables; nl, sv, da,
 * nb, cs, sk, ro, hr (and Bosnian/Serbian in Latin letters), sl, ca, lt, lv, tr, uk, bg,
 * el, he, fa, ko, fi, hu, vi, sw, id, ms, tl, th, bn, ur and ta share one compact word
 * list each ({@link Words}).
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
const GAP = String.raw`(?:[^${STOP}]|\.(?=[a-z0-9])){0,60}?`;

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
type Script = 'Han' | 'Kana' | 'Arabic' | 'Devanagari' | 'Cyrillic' | 'Greek' | 'Hebrew' | 'Hangul' | 'Thai' | 'Bengali' | 'Tamil';

interface Lexicon {
  /** For native-script and Cyrillic lexicons: the script a text must contain (Cyrillic also runs on ASCII-only text: transliteration). */
  script?: Script;
  /** Which view the patterns read; `typed` is the ASCII view of a note typed in ASCII only (romanised writing). */
  view: 'ascii' | 'native' | 'typed';
  cues: [InstructionCue, string][];
  /** A pattern every cue of the lexicon that needs no address needs to match somewhere: a text without it skips them. */
  gate?: string;
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
        String.raw`(?:anweisung|instruktion|richtlinie|vorgabe|vorschrift|einschrankung|beschrankung)(?:en|n)?(?![a-z])|(?:regeln|systemprompt|befehle|filter|programmierung)(?![a-z])`,
      ),
    ],
    ['override', then(w(String.raw`(?:sollst|musst|kannst|konntest|wurdest|darfst) du|du (?:sollst|musst)`), w(String.raw`(?:vergessen|ignorieren|missachten|umgehen|ubergehen)`))],
    ['role_play', w(String.raw`(?:du bist|sie sind) (?:jetzt|nun|ab sofort|ab jetzt|von nun an)|tu so,? als|spiel(?:e)? die rolle`)],
    ['role_play', w(String.raw`stell dir vor,? (?:du bist|du warst|dass du)|(?:ab jetzt|ab sofort|von nun an) bist du|schlupf(?:e)? in die rolle|gib dich als|verhalte dich (?:wie|als)|agiere als`)],
    ['from_now_on', then(w(String.raw`ab (?:jetzt|sofort|nun)|von nun an`), w(String.raw`antworte|sprich|sag|schreib|empfiehl|ignoriere|du|dich|ohne`))],
    ['exfiltration', near(w(String.raw`sende|schick(?:e)?|leite|maile|ubermittle`), ADDRESS)],
    ['steering', opens(String.raw`empfiehl|sag|nenne|behaupte|erwahne`, 'bitte|und|dann|zuerst|danach|anschliessend|schliesslich|zum schluss')],
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
    ['role_play', w(String.raw`imagine[sz]? que (?:tu es|vous etes)|(?:a partir de maintenant|desormais),? (?:tu es|vous etes)|agis comme|comporte-toi comme|mets-toi dans la peau`)],
    ['system_prompt', near(w(String.raw`montre[sz]?|affiche[sz]?|revele[sz]?|donne[sz]?(?:-moi)?|recite[sz]?`), w(String.raw`(?:tes|vos) (?:instructions|consignes)|(?:ton|votre) prompt`))],
    ['from_now_on', then(w(String.raw`a partir de maintenant|desormais|dorenavant`), w(String.raw`tu|vous|reponds|repondez|parle|parlez|sois|soyez|ignore|recommande|sans`))],
    ['exfiltration', near(w(String.raw`envoie[sz]?|transmets|transmettez|transfere[sz]?|expedie[sz]?`), ADDRESS)],
    ['steering', opens(String.raw`recommande[sz]?|conseille[sz]?|dis|dites|affirme[sz]?`, "et|puis|s'il te plait|s'il vous plait|d'abord|ensuite|enfin|apres cela")],
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
    // The imperative looks like the third person ("El usuario envía las facturas a …" describes): it opens its clause.
    ['exfiltration', near(opens(String.raw`envia|envie|manda|mande|reenvia|reenvie|enviale`, 'y|luego|por favor|ademas|tambien|por cierto|primero|despues|antes de responder'), ADDRESS)],
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
        '無視(?:して|しろ|せよ|しなさい)|忘れ(?:て|ろ|なさい)|従わないで|従うのをやめ|守らないで|守るのをやめ|オフにして|回避して|無効に(?:して|しろ)|無効化して|解除して',
        '指示|ルール|規則|ガイドライン|制限|システムプロンプト|ポリシー|フィルター',
      ),
    ],
    ['role_play', 'あなたは今から|今からあなたは|ふりをして|として振る舞って|として振舞って|として行動して|になりきって|の役を演じて|ロールプレイして|と想像して'],
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

// ── the broader table: one compact word list per language ─────────────────────

/**
 * The words one language needs for the cue families, each an alternation in the view
 * its lexicon reads. Verbs are the second-person imperative (or, where the imperative
 * looks like another form, `opening` says it must open its clause); nouns are stems
 * matched without a right edge so inflected and compound forms count.
 */
interface Words {
  /** "ignore / disregard / forget / bypass / turn off" in the imperative. */
  ignore: string;
  /** The imperative looks like the third person or an infinitive: it must open its clause. */
  opening?: string;
  /** "instructions / rules / guidelines / restrictions / filters / system prompt". */
  rules: string;
  /** "from now on" and what must follow it within the clause (you, an imperative). */
  fromNow: string;
  you: string;
  /** "you are now / pretend you are / play the role of". */
  persona: string;
  /** "the assistant / the AI / the model" + "must / may not", written as one phrase. */
  aiMust?: string;
  /** "show / reveal / print" and "system prompt". */
  show: string;
  systemPrompt: string;
  /** "send / forward / mail" (near a URL or an address). */
  send: string;
  /** "add / begin / end" and "every answer". */
  add: string;
  eachAnswer: string;
  /** "policy / filters / restrictions" and "disabled / lifted". */
  policy: string;
  off: string;
  /** "note for the AI", "to the assistant reading this", "system message". */
  notice: string;
  /** "always recommend …" in the imperative. */
  steer?: string;
}

/** Word edges in a non-Latin script (the ASCII `w` only knows a–z). */
const uw = (src: string) => String.raw`(?<![\p{L}\p{M}])(?:${src})(?![\p{L}\p{M}])`;
/** Left edge only: for languages that glue particles or suffixes onto a word's end. */
const lw = (src: string) => String.raw`(?<![\p{L}\p{M}])(?:${src})`;
const none = (src: string) => `(?:${src})`;

function lexicon(view: Lexicon['view'], script: Script | undefined, edge: (s: string) => string, x: Words, leads = 'and|then|also|please'): Lexicon {
  const cues: [InstructionCue, string][] = [
    ['override', near(edge(x.ignore), x.rules)],
    ['from_now_on', then(edge(x.fromNow), edge(x.you))],
    ['role_play', edge(x.persona)],
    ['system_prompt', near(edge(x.show), x.systemPrompt)],
    ['exfiltration', near(edge(x.send), ADDRESS)],
    ['append_to_answers', near(edge(x.add), x.eachAnswer)],
    ['fake_notice', near(x.policy, edge(x.off))],
    ['addressed', edge(x.notice)],
  ];
  if (x.opening) cues.push(['override', near(opens(x.opening, leads), x.rules)]);
  if (x.aiMust) cues.push(['addressed', edge(x.aiMust)]);
  if (x.steer) cues.push(['steering', edge(x.steer)]);
  // Every cue above but exfiltration needs one of these words: one scan of them skips the language's other patterns.
  const gate = [x.rules, x.fromNow, x.persona, x.systemPrompt, x.eachAnswer, x.policy, x.notice, x.aiMust, x.steer].filter(Boolean).join('|');
  return { view, script, cues, gate };
}

const nl = lexicon(
  'ascii',
  undefined,
  w,
  {
    ignore: String.raw`negeer|omzeil|sla\s+\S+\s+over|volg\s+\S+\s+niet (?:meer|langer)|houd je niet (?:meer )?aan|schakel\s+(?:\S+\s+){1,3}uit|je moet\s+(?:\S+\s+){1,4}(?:vergeten|negeren)|(?:kun|wil|zou) je\s+(?:\S+\s+){1,5}(?:vergeten|negeren)`,
    opening: 'vergeet|vergeten',
    rules: String.raw`(?:instructie|richtlijn|regel|opdracht|beperking|aanwijzing|voorschrift)(?:s|en)?(?![a-z])|systeemprompt|filters?(?![a-z])|beleid(?![a-z])`,
    fromNow: 'vanaf nu|voortaan|van nu af aan|vanaf heden',
    you: 'je|jij|u|jouw|antwoord|zeg|geef|doe|wees|negeer|gebruik|zonder',
    persona: String.raw`(?:je|jij|u) bent nu|nu ben je|vanaf nu ben je|doe alsof (?:je|jij|u)|speel de rol van|stel je voor dat je|neem de rol aan van`,
    aiMust: String.raw`(?:de assistent|de ai|de bot|de chatbot|het model)\s+(?:moet|mag niet|mag geen|dient)\s+(?:voortaan|vanaf nu|altijd|nooit)`,
    show: String.raw`toon|laat\s+(?:\S+\s+){1,3}zien|onthul|print|geef`,
    systemPrompt: 'systeemprompt|systeem-prompt|systeeminstructies',
    // English shares "mail", "send", "forward": the Dutch and Scandinavian verbs need their own "to" (naar, til).
    send: String.raw`stuur|verstuur|mail\s+(?:\S+\s+){0,6}?naar`,
    add: 'voeg|begin|eindig|sluit|zet|plaats',
    eachAnswer: String.raw`(?:elk|ieder)\s+(?:\S+\s+)?antwoord|al je antwoorden|alle antwoorden`,
    policy: String.raw`beleid|filter|beperkingen|moderatie`,
    off: 'uitgeschakeld|uitgezet|staan uit|staat uit|opgeheven|gedeactiveerd|buiten werking',
    notice: String.raw`notitie voor de (?:ai|assistent)|bericht voor de (?:ai|assistent)|aan de (?:ai|assistent) die dit leest|systeemmelding|systeembericht|beheerdersoverride`,
    steer: String.raw`(?:raad|beveel)\s+(?:\S+\s+){0,4}?aan|zeg altijd|zeg bij elke`,
  },
  'en|dan|ook|alsjeblieft|trouwens|overigens|nu|eerst',
);

const sv = lexicon(
  'ascii',
  undefined,
  w,
  {
    ignore: String.raw`glom|bortse fran|strunta i|hoppa over|folj inte (?:langre )?|kringga|stang av`,
    opening: 'ignorera',
    rules: String.raw`instruktion\w*|riktlinj\w*|regl(?:er|erna)(?![a-z])|direktiv\w*|begransning\w*|filtr?(?:et|en|er)?(?![a-z])|systemprompt\w*|policy\w*`,
    fromNow: 'fran och med nu|fran och med idag|hadanefter|framover|fran nu',
    you: 'du|dig|svara|var|sag|utan|alltid',
    persona: 'du ar nu|nu ar du|latsas att du|lat som att du|spela rollen',
    aiMust: String.raw`(?:assistenten|ai:?n|modellen|boten)\s+(?:ska|maste|far inte)`,
    show: 'visa|skriv ut|avsloja|ge mig',
    systemPrompt: String.raw`systemprompt\w*|systeminstruktion\w*`,
    send: 'skicka|vidarebefordra|mejla|maila',
    add: 'lagg till|borja|avsluta|satt',
    eachAnswer: String.raw`varje svar|alla (?:dina )?svar`,
    policy: String.raw`policy|filter|begransning|moderering`,
    off: String.raw`avaktiverad\w*|avstangd\w*|borttag\w*|upphav\w*`,
    notice: String.raw`anteckning till (?:ai|assistenten)|meddelande till (?:ai|assistenten)|till assistenten som laser|systemmeddelande`,
    steer: 'rekommendera alltid|saga alltid|sag alltid',
  },
  'och|sedan|ocksa|snalla|forresten|nu',
);

const da = lexicon(
  'ascii',
  undefined,
  w,
  {
    ignore: String.raw`glem|se bort fra|spring over|lad vaere med at folge|omga|sla\s+\S+\s+fra`,
    opening: 'ignorer|deaktiver',
    rules: String.raw`instruks\w*|instruktion\w*|retningslinj\w*|regl(?:er|erne)(?![a-z])|direktiv\w*|begraensning\w*|filtr?(?:et|ene|e)?(?![a-z])|systemprompt\w*|politik\w*`,
    fromNow: 'fra nu af|fremover|herefter|fra og med nu',
    you: 'du|dig|svar|vaer|sig|uden|altid',
    persona: 'du er nu|nu er du|lad som om du|foregiv at du|spil rollen',
    aiMust: String.raw`(?:assistenten|ai'?en|modellen|botten)\s+(?:skal|ma ikke)`,
    show: 'vis|udskriv|afslor|giv mig',
    systemPrompt: String.raw`systemprompt\w*|systeminstruks\w*`,
    send: String.raw`videresend|(?:send|mail)\s+(?:\S+\s+){0,6}?til`,
    add: 'tilfoj|begynd|afslut|saet',
    eachAnswer: String.raw`hvert svar|alle (?:dine )?svar`,
    policy: String.raw`politik|filtr|begraensning|moderation`,
    off: String.raw`deaktiveret\w*|slaet fra|ophaevet\w*|fjernet\w*`,
    notice: String.raw`note til (?:ai|assistenten)|besked til (?:ai|assistenten)|til assistenten der laeser|systembesked|systemmeddelelse`,
    steer: 'anbefal altid|sig altid',
  },
  'og|sa|ogsa|venligst|forresten|nu',
);

const nb = lexicon(
  'ascii',
  undefined,
  w,
  {
    ignore: String.raw`glem|se bort fra|hopp over|slutt a folge|overse|omga|sla\s+\S+\s+av`,
    opening: 'ignorer|deaktiver',
    rules: String.raw`instruks\w*|instruksjon\w*|retningslinj\w*|regl(?:er|ene)(?![a-z])|direktiv\w*|begrensning\w*|filtr?(?:et|ene|e)?(?![a-z])|systemprompt\w*|policy\w*`,
    fromNow: 'fra na av|heretter|fremover|fra og med na',
    you: 'du|deg|svar|vaer|si|uten|alltid',
    persona: 'du er na|na er du|lat som om du|lat som at du|spill rollen',
    aiMust: String.raw`(?:assistenten|ai-en|modellen|boten)\s+(?:skal|ma ikke)`,
    show: 'vis|skriv ut|avslor|gi meg',
    systemPrompt: String.raw`systemprompt\w*|systeminstruks\w*`,
    send: String.raw`videresend|(?:send|mail)\s+(?:\S+\s+){0,6}?til`,
    add: 'legg til|begynn|avslutt|sett',
    eachAnswer: String.raw`hvert svar|alle (?:dine )?svar`,
    policy: String.raw`policy|filtr|begrensning|moderering`,
    off: String.raw`deaktivert\w*|slatt av|opphevet\w*|fjernet\w*`,
    notice: String.raw`notat til (?:ai|assistenten)|melding til (?:ai|assistenten)|til assistenten som leser|systemmelding`,
    steer: 'anbefal alltid|si alltid',
  },
  'og|sa|ogsa|vennligst|forresten|na',
);

const cs = lexicon('ascii', undefined, w, {
  ignore: String.raw`ignoruj(?:te)?|zapomen(?:te)?|nedbej(?:te)?|prestan(?:te)? dodrzovat|obejdi|vypni(?:te)?`,
  rules: String.raw`(?<![a-z])(?:instrukc|pokyn|pravid|smernic|omezen|filtr|zasad|prompt)\w*`,
  fromNow: 'od ted|od teto chvile|od nynejska|napriste',
  you: 'ty|tebe|odpovidej|bud|rikej|bez|vzdy',
  persona: String.raw`ted jsi|nyni jsi|jsi ted|predstirej,? ze|hraj roli|predstav si,? ze jsi`,
  aiMust: String.raw`(?:asistent|ai|model)\s+(?:od ted\s+)?(?:musi|nesmi)`,
  show: 'ukaz|vypis|prozrad|zobraz',
  systemPrompt: String.raw`systemov\w* prompt\w*|systemov\w* instrukc\w*`,
  send: 'posli|preposli|odesli|predej',
  add: 'pridavej|pridej|zacinej|zacni|koncej|ukoncuj',
  eachAnswer: String.raw`(?<![a-z])(?:kazd|vsech)\w* odpoved\w*`,
  policy: String.raw`(?<![a-z])(?:zasad|filtr|omezen|moderac|pravid)\w*`,
  off: String.raw`vypnut\w*|deaktivovan\w*|zrusen\w*|pozastaven\w*`,
  notice: String.raw`poznamka pro ai|zprava pro ai|asistentovi,? ktery|systemove oznameni|systemova zprava`,
  steer: String.raw`vzdy doporucuj|doporucuj(?:te)?`,
});

const sk = lexicon('ascii', undefined, w, {
  ignore: String.raw`ignoruj(?:te)?|zabudni(?:te)?|nevsimaj si|prestan(?:te)? dodrziavat|obid|vypni(?:te)?`,
  rules: String.raw`(?<![a-z])(?:instrukci|pokyn|pravid|smernic|obmedzen|filtr|zasad|prompt)\w*`,
  fromNow: 'odteraz|od tejto chvile',
  you: 'ty|teba|odpovedaj|bud|hovor|bez|vzdy',
  persona: String.raw`teraz si|si teraz|predstieraj,? ze|hraj rolu|predstav si,? ze si`,
  aiMust: String.raw`(?:asistent|ai|model)\s+(?:odteraz\s+)?(?:musi|nesmie)`,
  show: 'ukaz|vypis|prezrad|zobraz',
  systemPrompt: String.raw`systemov\w* prompt\w*|systemov\w* instrukci\w*`,
  send: 'posli|preposli|odosli|odovzdaj',
  add: 'pridavaj|pridaj|zacinaj|zacni|koncij|ukoncuj',
  eachAnswer: String.raw`(?<![a-z])(?:kazd|vsetk)\w* odpoved\w*`,
  policy: String.raw`(?<![a-z])(?:zasad|filtr|obmedzen|moderac|pravid)\w*`,
  off: String.raw`vypnut\w*|deaktivovan\w*|zrusen\w*|pozastaven\w*`,
  notice: String.raw`poznamka pre ai|sprava pre ai|asistentovi,? ktory|systemove oznamenie|systemova sprava`,
  steer: String.raw`vzdy odporucaj|odporucaj(?:te)?`,
});

const ro = lexicon(
  'ascii',
  undefined,
  w,
  {
    ignore: String.raw`nu mai respecta|treci peste|ocoleste|ignorati|uitati`,
    opening: 'ignora|uita|dezactiveaza',
    rules: String.raw`instructiun\w*|regul\w*|directiv\w*|indicati\w*|restricti\w*|filtr\w*|politic\w*|prompt\w*`,
    fromNow: 'de acum inainte|de acum|din acest moment',
    you: 'tu|tine|iti|raspunde|fii|spune|fara|mereu|intotdeauna',
    persona: String.raw`acum esti|esti acum|prefa-te ca|pretinde ca esti|joaca rolul|imagineaza-ti ca esti`,
    aiMust: String.raw`(?:asistentul|ai-ul|modelul|botul)\s+(?:de acum\s+)?(?:trebuie|nu are voie|este obligat)`,
    show: 'arata-mi|arata|afiseaza|dezvaluie|da-mi',
    systemPrompt: String.raw`prompt\w* (?:de |al )?sistem\w*|instructiunile de sistem`,
    send: 'trimite|redirectioneaza|transmite|trimiteti',
    add: 'adauga|incepe|termina|incheie|pune',
    eachAnswer: 'fiecare raspuns|toate raspunsurile',
    policy: String.raw`politic|filtr|restricti|moderar`,
    off: String.raw`dezactivat\w*|oprit\w*|suspendat\w*|ridicat\w*|eliminat\w*`,
    notice: String.raw`nota pentru (?:ai|asistent)|mesaj pentru (?:ai|asistent)|catre asistentul care citeste|notificare de sistem|mesaj de sistem`,
    steer: String.raw`recomanda (?:intotdeauna|mereu)|spune mereu`,
  },
  'si|apoi|de asemenea|te rog|apropo|acum',
);

const hr = lexicon('ascii', undefined, w, {
  ignore: String.raw`ignoriraj(?:te)?|zaboravi(?:te)?|zanemari(?:te)?|prestani (?:postivati|slijediti|pratiti)|zaobid(?:j)?i|iskljuci(?:te)?`,
  rules: String.raw`(?<![a-z])(?:uput|pravil|smjernic|ogranicenj|filt|politik|prompt)\w*`,
  fromNow: 'od sada|odsad|od ovog trenutka|ubuduce',
  you: 'ti|tebe|odgovaraj|budi|reci|govori|bez|uvijek',
  persona: String.raw`sada si|ti si sada|pretvaraj se da|glumi|zamisli da si|preuzmi ulogu`,
  aiMust: String.raw`(?:asistent|ai|model|bot)\s+(?:od sada\s+)?(?:mora|ne smije)`,
  show: 'pokazi|ispisi|otkrij|prikazi|daj mi',
  systemPrompt: String.raw`sistemsk\w* prompt\w*|sustavsk\w* prompt\w*|sistemsk\w* uput\w*`,
  send: 'posalji|proslijedi|prosledi|salji',
  add: 'dodaj|dodavaj|pocni|zavrsi|zapocni',
  eachAnswer: String.raw`(?<![a-z])(?:svak|sv)\w* odgovor\w*`,
  policy: String.raw`(?<![a-z])(?:pravil|filt|ogranicenj|moderacij|politik)\w*`,
  off: String.raw`iskljucen\w*|deaktiviran\w*|ukinut\w*|suspendiran\w*`,
  notice: String.raw`napomena za ai|poruka za ai|asistentu koji (?:ovo )?cita|sistemska poruka|sistemska obavijest`,
  steer: String.raw`uvijek preporuci|preporuci|preporucuj`,
});

const sl = lexicon('ascii', undefined, w, {
  ignore: String.raw`ignoriraj(?:te)?|pozabi(?:te)?|ne upostevaj|preskoci|zaobidi|izklopi(?:te)?`,
  rules: String.raw`(?<![a-z])(?:navodil|pravil|smernic|omejit|filtr|politik|prompt)\w*`,
  fromNow: 'od zdaj naprej|od sedaj|odslej|od tega trenutka',
  you: 'ti|tebe|odgovarjaj|bodi|reci|brez|vedno',
  persona: String.raw`zdaj si|sedaj si|pretvarjaj se|igraj vlogo|predstavljaj si,? da si`,
  aiMust: String.raw`(?:asistent|ui|ai|model)\s+(?:mora|ne sme)`,
  show: 'pokazi|izpisi|razkrij|prikazi',
  systemPrompt: String.raw`sistemsk\w* poziv\w*|sistemsk\w* prompt\w*|sistemsk\w* navodil\w*`,
  send: 'poslji|posreduj',
  add: 'dodaj|dodajaj|zacni|koncaj',
  eachAnswer: String.raw`(?<![a-z])(?:vsak|vs)\w* odgovor\w*`,
  policy: String.raw`(?<![a-z])(?:pravil|filtr|omejit|moderacij|politik)\w*`,
  off: String.raw`izklopljen\w*|onemogocen\w*|ukinjen\w*|odstranjen\w*`,
  notice: String.raw`opomba za (?:ui|ai)|sporocilo za (?:ui|ai)|sistemsko obvestilo|sistemsko sporocilo`,
  steer: String.raw`vedno priporoci|priporoci|priporocaj`,
});

const ca = lexicon(
  'ascii',
  undefined,
  w,
  {
    ignore: String.raw`ignoreu|oblideu|deixa de seguir|deixeu de seguir`,
    opening: 'ignora|oblida|omet|descarta|desactiva',
    rules: String.raw`instruccions|regles|directrius|indicacions|normes|politiques?|filtres|restriccions|prompt`,
    fromNow: "a partir d'ara|d'ara endavant|des d'ara",
    you: 'tu|et|respon|sigues|digues|sense|sempre|ets',
    persona: String.raw`ara ets|ets ara|fes veure que|fingeix que|actua com`,
    aiMust: String.raw`(?:l'assistent|la ia|el model|el bot)\s+(?:ha de|haura de|no pot|ja no pot)`,
    show: "mostra'm|mostra|revela|dona'm",
    systemPrompt: 'prompt del sistema|prompt de sistema',
    // "envia" is also the third person ("L'usuari envia les factures a …"): only the forms with a pronoun count.
    send: String.raw`(?:envia|reenvia|tramet)-(?:les|los|ho|li|m|ns)`,
    add: 'afegeix|comenca|acaba|posa',
    eachAnswer: String.raw`cada resposta|totes (?:les )?(?:teves )?respostes`,
    policy: String.raw`politica|filtres?|restriccions|moderacio`,
    off: String.raw`desactivad[ae]s?|desactivats|suspes[ae]s?|suspesos|eliminad[ae]s?`,
    notice: String.raw`nota per a la ia|missatge per a la ia|a l'assistent que llegeixi|avis del sistema|missatge del sistema`,
    steer: String.raw`recomana sempre`,
  },
  "i|despres|tambe|si us plau|per cert|ara",
);

const lt = lexicon('ascii', undefined, w, {
  ignore: String.raw`ignoruok(?:ite)?|pamirsk(?:ite)?|nepaisyk(?:ite)?|nebesilaikyk(?:ite)?|apeik(?:ite)?|isjunk(?:ite)?`,
  rules: String.raw`(?<![a-z])(?:instrukcij|nurodym|taisykl|gair|apribojim|filtr|politik|prompt)\w*`,
  fromNow: 'nuo siol|nuo dabar|nuo sios akimirkos',
  you: 'tu|tave|tau|atsakyk|buk|sakyk|be|visada',
  persona: String.raw`dabar tu esi|tu dabar esi|apsimesk,? kad|vaidink|isivaizduok,? kad esi`,
  aiMust: String.raw`(?:asistentas|di|modelis|botas)\s+(?:turi|privalo|negali)`,
  show: 'parodyk|isvesk|atskleisk',
  systemPrompt: String.raw`sistemos (?:raginim|instrukcij|prompt)\w*`,
  send: 'issiusk|persiusk|nusiusk|perduok',
  add: 'pridek|pradek|baik|uzbaik',
  eachAnswer: String.raw`(?<![a-z])kiekvien\w* atsakym\w*|visus atsakymus`,
  policy: String.raw`(?<![a-z])(?:politik|filtr|apribojim|moderavim)\w*`,
  off: String.raw`isjungt\w*|deaktyvuot\w*|panaikint\w*|sustabdyt\w*`,
  notice: String.raw`pastaba di|zinute di|asistentui,? kuris|sistemos pranesimas`,
  steer: 'visada rekomenduok|rekomenduok',
});

const lv = lexicon('ascii', undefined, w, {
  ignore: String.raw`ignore|ignorejiet|aizmirsti|aizmirstiet|neievero|neieverojiet|apej|izsledz`,
  rules: String.raw`(?<![a-z])(?:instrukcij|noteikum|vadlinij|ierobezojum|filtr|politik|prompt)\w*`,
  fromNow: 'no sa bridza|turpmak|no sodienas',
  you: 'tu|tevi|tev|atbildi|esi|saki|bez|vienmer',
  persona: String.raw`tagad tu esi|tu tagad esi|izliecies,? ka|telo|iedomajies,? ka esi`,
  show: 'paradi|izvadi|atklaj',
  systemPrompt: String.raw`sistemas (?:uzvedn|instrukcij|prompt)\w*`,
  send: 'nosuti|parsuti|aizsuti',
  add: 'pievieno|sac|beidz|nosledz',
  eachAnswer: String.raw`(?<![a-z])katr\w* atbild\w*|visas atbildes`,
  policy: String.raw`(?<![a-z])(?:politik|filtr|ierobezojum|moderacij)\w*`,
  off: String.raw`izslegt\w*|atslegt\w*|atcelt\w*|deaktivizet\w*`,
  notice: String.raw`piezime mi|zina mi|asistentam,? kas lasa|sistemas pazinojums`,
  steer: 'vienmer iesaki|iesaki|iesakiet',
});

const tr = lexicon('ascii', undefined, w, {
  ignore: String.raw`yok ?say(?:in|iniz)?|yok sayip|unut(?:un|unuz|up)?|goz ardi et(?:in)?|bos ver(?:in)?|gormezden gelip|gormezden gel(?:in|iniz)?|dikkate alma(?:yin)?|uyma(?:yin)?|atla(?:yin)?|devre disi birak(?:in)?|kapat(?:in)?|es gec(?:in)?`,
  rules: String.raw`(?<![a-z])(?:talimat|kural|yonerge|yonlendirme|kisitlama|sinirlama|filtre|politika|sistem istem|komut)\w*`,
  fromNow: 'bundan sonra|bundan boyle|su andan itibaren|simdiden itibaren',
  you: 'sen|sana|seni|senin|cevap ver|yanit ver|soyle|ol|olmadan|her zaman',
  persona: String.raw`artik sen|sen artik|sen simdi|simdi sen|gibi davran(?:in)?|rolune gir|rolunu (?:ustlen|oyna)|oldugunu (?:hayal et|varsay|farz et)`,
  aiMust: String.raw`(?:asistan|yapay zeka|model|bot)\s+(?:artik\s+|bundan sonra\s+)?(?:\S+\s+){0,3}(?:zorunda(?:dir)?|mecbur(?:dur)?)`,
  show: String.raw`goster(?:in)?|yazdir|paylas|ver`,
  systemPrompt: String.raw`sistem (?:istem|prompt|talimat|mesaj)\w*`,
  send: String.raw`gonder(?:in)?|ilet(?:in)?|yolla(?:yin)?|aktar(?:in)?`,
  add: String.raw`ekle(?:yin)?|basla(?:yin)?|bitir(?:in)?|koy(?:un)?|yaz(?:in)?`,
  eachAnswer: String.raw`(?<![a-z])(?:her|tum|butun)\s+(?:\S+\s+)?(?:cevab|cevap|yanit)\w*`,
  policy: String.raw`(?<![a-z])(?:politika|filtre|kisitlama|sinirlama|moderasyon|guvenlik)\w*`,
  off: String.raw`devre disi|kapatildi|kapali|kaldirildi|askiya alindi|gecersiz`,
  notice: String.raw`yapay zeka(?:ya| icin) not|asistana not|(?:yapay zekaya|asistana):|bunu okuyan (?:asistan|yapay zeka)|sistem (?:bildirimi|mesaji|duyurusu)|yonetici gecersiz kilma`,
  steer: String.raw`(?:her zaman|daima|hep)\s+(?:\S+\s+){0,4}?(?:oner|tavsiye et)(?:in)?|oner(?:in)?|(?:oldugunu|diye) soyle(?:yin)?`,
});

const uk = lexicon('native', 'Cyrillic', uw, {
  ignore: String.raw`ігноруй(?:те)?|проігноруй(?:те)?|забудь(?:те)?|не зважай(?:те)? на|нехтуй(?:те)?|обійди|вимкни(?:ть)?|перестань(?:те)? (?:дотримуватися|виконувати)`,
  rules: String.raw`інструкці\p{L}*|правил\p{L}*|вказів\p{L}*|обмежен\p{L}*|фільтр\p{L}*|політик\p{L}*|промпт\p{L}*|настанов\p{L}*`,
  fromNow: 'відтепер|з цього моменту|віднині|надалі',
  you: 'ти|тебе|тобі|відповідай|будь|кажи|без|завжди',
  persona: String.raw`тепер ти|ти тепер|уяви,? що ти|вдавай,? що ти|прикинься|зіграй роль|грай роль`,
  aiMust: String.raw`(?:асистент|ші|модель|бот)\s+(?:тепер\s+|відтепер\s+|надалі\s+)?(?:має|мусить|повинен|повинна|зобов'язаний)`,
  show: 'покажи|виведи|розкрий|надай',
  systemPrompt: String.raw`системн\p{L}* промпт\p{L}*|системн\p{L}* інструкці\p{L}*`,
  send: 'надішли|перешли|відправ|вишли|передай',
  add: 'додавай|додай|починай|почни|закінчуй|завершуй',
  eachAnswer: String.raw`кожн\p{L}* відповід\p{L}*|(?:усі|всі) (?:свої )?відповіді`,
  policy: String.raw`політик\p{L}*|фільтр\p{L}*|обмежен\p{L}*|модераці\p{L}*`,
  off: String.raw`вимкнен\p{L}*|скасован\p{L}*|знят\p{L}*|відключен\p{L}*|більше не діють`,
  notice: String.raw`примітка для ші|повідомлення для ші|до асистента,? який|системне повідомлення`,
  steer: String.raw`завжди рекомендуй|рекомендуй(?:те)?|порадь|(?:кажи|відповідай),? що`,
});

const bg = lexicon('native', 'Cyrillic', uw, {
  ignore: String.raw`игнорирай(?:те)?|забрави(?:те)?|не обръщай внимание на|пренебрегни|заобиколи|изключи(?:те)?`,
  rules: String.raw`инструкци\p{L}*|правил\p{L}*|указани\p{L}*|ограничени\p{L}*|филтр\p{L}*|политик\p{L}*|промпт\p{L}*`,
  fromNow: 'отсега нататък|от сега нататък|оттук нататък|от този момент',
  you: 'ти|теб|отговаряй|бъди|казвай|без|винаги',
  persona: String.raw`сега си|ти си вече|престори се|представи си,? че си|играй ролята`,
  aiMust: String.raw`(?:асистентът|ии|моделът|ботът)\s+(?:трябва|е длъжен|не бива)`,
  show: 'покажи|изведи|разкрий|дай ми',
  systemPrompt: String.raw`системн\p{L}* промпт\p{L}*|системни инструкции`,
  send: 'изпрати|препрати|прати',
  add: 'добавяй|добави|започвай|завършвай',
  eachAnswer: String.raw`всеки отговор|всички\p{L}* отговори`,
  policy: String.raw`политик\p{L}*|филтр\p{L}*|ограничени\p{L}*|модераци\p{L}*`,
  off: String.raw`изключен\p{L}*|деактивиран\p{L}*|отменен\p{L}*|спрян\p{L}*|премахнат\p{L}*`,
  notice: String.raw`бележка за ии|съобщение за ии|системно съобщение|системно известие`,
  steer: String.raw`винаги препоръчвай|препоръчвай|казвай,? че`,
});

const el = lexicon('native', 'Greek', uw, {
  ignore: String.raw`αγνοησε|αγνοηστε|ξεχασε|ξεχαστε|παρακαμψε|μην ακολουθεις|σταματα να ακολουθεις|απενεργοποιησε`,
  rules: String.raw`οδηγι\p{L}*|κανον\p{L}*|περιορισμ\p{L}*|φιλτρ\p{L}*|πολιτικ\p{L}*|prompt|εντολ\p{L}*`,
  fromNow: 'απο τωρα και στο εξης|απο τωρα και περα|απο εδω και περα|στο εξης|απο τωρα',
  you: 'εσυ|σου|σε|απαντα|να εισαι|πες|χωρις|παντα',
  persona: String.raw`τωρα εισαι|εισαι πλεον|εισαι τωρα|προσποιησου|κανε πως εισαι|υποδυσου|φανταστειτε οτι εισαι|φαντασου οτι εισαι`,
  aiMust: String.raw`(?:ο βοηθος|η τεχνητη νοημοσυνη|το μοντελο)\s+(?:πρεπει|οφειλει|δεν πρεπει)`,
  show: 'δειξε|εμφανισε|αποκαλυψε|δωσε μου',
  systemPrompt: String.raw`system prompt|prompt συστηματος|μηνυμα συστηματος|οδηγιες συστηματος`,
  send: 'στειλε|προωθησε|στειλτε|διαβιβασε',
  add: 'προσθεσε|ξεκινα|τελειωνε|κλεισε|βαλε',
  eachAnswer: String.raw`καθε απαντηση|ολες τις απαντησεις`,
  policy: String.raw`πολιτικ\p{L}*|φιλτρ\p{L}*|περιορισμ\p{L}*|εποπτει\p{L}*`,
  off: String.raw`απενεργοποιηθηκ\p{L}*|απενεργοποιημεν\p{L}*|αρθηκαν|ανεσταλ\p{L}*|καταργηθηκ\p{L}*`,
  notice: String.raw`σημειωση για (?:την τεχνητη νοημοσυνη|το ai)|μηνυμα για το ai|στον βοηθο που διαβαζει|ειδοποιηση συστηματος`,
  steer: String.raw`παντα να προτεινεις|προτεινε|συστησε`,
});

/** Hebrew glues ו (and) onto a word. */
const he = lexicon('native', 'Hebrew', (s) => String.raw`(?<![\p{L}])ו?(?:${s})`, {
  ignore: String.raw`התעלם|התעלמי|התעלמו|שכח|שכחי|שכחו|אל תציית|תפסיק לציית|עקוף|נטרל`,
  rules: String.raw`הוראות|כללים|הנחיות|מגבלות|מסננים|מדיניות|פרומפט`,
  fromNow: 'מעכשיו|מהיום והלאה|מעתה|מרגע זה',
  you: 'אתה|לך|אותך|ענה|עני|תענה|היה|תגיד|בלי|תמיד',
  persona: String.raw`אתה עכשיו|עכשיו אתה|את עכשיו|תעמיד פנים|העמד פנים|שחק את התפקיד|דמיין שאתה`,
  aiMust: String.raw`(?:העוזר|הבינה המלאכותית|המודל|הבוט)\s+(?:חייב|צריך|אסור)`,
  show: 'הראה|הצג|חשוף|תן לי|תראה לי',
  systemPrompt: String.raw`הנחיית המערכת|הנחיות המערכת|פרומפט המערכת|system prompt`,
  send: 'שלח|תשלח|העבר|תעביר|שלחי',
  add: 'הוסף|תוסיף|התחל|תתחיל|סיים|תסיים',
  eachAnswer: String.raw`כל תשובה|כל תגובה|בכל תשובה|כל התשובות`,
  policy: String.raw`מדיניות|מסננים|מגבלות|הגבלות|פילטר`,
  off: String.raw`בוטל|בוטלו|הושבת|הושבתו|כובה|כובו|מושבת|מושבתים|הוסרו`,
  notice: String.raw`הערה ל(?:בינה המלאכותית|ai)|הודעה ל(?:בינה המלאכותית|ai)|לעוזר שקורא|הודעת מערכת`,
  steer: String.raw`תמיד תמליץ|המלץ|תמליץ`,
});

const fa = lexicon('native', 'Arabic', none, {
  ignore: String.raw`نادیده بگیر|فراموش کن|پیروی نکن|اطاعت نکن|دور بزن|غیرفعال کن`,
  rules: String.raw`دستورالعمل|دستورات|قوانین|قواعد|رهنمود|محدودیت|فیلتر|سیاست|پرامپت`,
  fromNow: 'از این به بعد|از حالا به بعد|از الان|از حالا',
  you: 'تو|شما|جواب بده|پاسخ بده|باش|بگو|بدون|همیشه',
  persona: String.raw`تو اکنون|تو الان|اکنون تو|الان تو|وانمود کن|تصور کن که تو`,
  aiMust: String.raw`(?:دستیار|هوش مصنوعی|مدل|ربات)\s+(?:باید|نباید|موظف)`,
  show: 'نشان بده|نمایش بده|فاش کن',
  systemPrompt: String.raw`پرامپت سیستم|دستورالعمل سیستم|پیام سیستم|system prompt`,
  send: 'بفرست|ارسال کن|فوروارد کن',
  add: 'اضافه کن|شروع کن|تمام کن|بگذار',
  eachAnswer: String.raw`هر پاسخ|هر جواب|همه پاسخ|تمام پاسخ`,
  policy: String.raw`سیاست|فیلتر|محدودیت|نظارت`,
  off: String.raw`غیرفعال شد|غیرفعال است|برداشته شد|لغو شد|خاموش`,
  notice: String.raw`یادداشت برای هوش مصنوعی|پیام برای هوش مصنوعی|اعلان سیستم|پیام سیستمی`,
  steer: String.raw`توصیه کن|پیشنهاد کن`,
});

/** Korean glues particles and endings on: verbs are matched by their imperative endings, a reported "…하라고" excluded. */
const ko = lexicon('native', 'Hangul', none, {
  ignore: String.raw`무시해(?![야도서])|무시하(?:라|세요|십시오)(?!고)|무시하고|잊고|잊어(?:버려|라|줘)?(?![버야도서])|잊으(?:세요|십시오)|따르지 ?(?:마|말고|마세요)|지키지 ?(?:마|말고|마세요)|우회해|꺼 ?(?:줘|주세요)|해제해`,
  rules: String.raw`지시|지침|규칙|명령|제한|제약|시스템 ?프롬프트|정책|필터|가이드라인|설정`,
  fromNow: '지금부터|이제부터|앞으로는',
  you: '너|당신|넌|네가|대답해|답해|답하세요|말해|말하세요|없이|항상',
  persona: String.raw`너는 이제|넌 이제|당신은 이제|이제 너는|이제 당신은|인 ?척 ?(?:해|하세요|하라)|역할을 (?:맡아|해 ?줘|하세요)`,
  show: '보여 ?줘|보여 ?주세요|출력해|출력하세요|공개해|공개하세요|알려 ?줘|알려 ?주세요',
  systemPrompt: '시스템 ?프롬프트',
  send: String.raw`보내(?:줘|라|세요|고)|보내 ?주세요|전송해|전송하세요|전달해|전달하세요|포워딩해`,
  add: '추가해|추가하세요|붙여|붙이세요|넣어|넣으세요|포함해|포함하세요|시작해|시작하세요|끝내|마무리해',
  eachAnswer: String.raw`(?:모든|매|각) (?:답변|대답|응답)|(?:답변|응답)마다|(?:답변|응답)의? (?:끝|마지막|처음|시작)`,
  policy: String.raw`정책|필터|제한|검열|안전 ?장치`,
  off: String.raw`비활성화|해제되|해제됨|꺼져|꺼졌|중지되`,
  notice: String.raw`(?:ai|어시스턴트)(?:에게| ?(?:를 )?위한) (?:메모|메시지|참고)|어시스턴트에게[:,]|이 글을 읽는 (?:ai|어시스턴트)|시스템 (?:알림|공지|메시지)|관리자 (?:권한 )?오버라이드`,
  aiMust: String.raw`(?:어시스턴트|ai|모델|챗봇)(?:는|은) (?:반드시|앞으로|지금부터|항상)`,
  steer: String.raw`추천해 ?(?:줘|주세요)?|추천하세요|추천하라|권하세요|라고 (?:답|말)해`,
});

/** Finnish glues case endings on: nouns are stems; the imperative is the bare stem ("ohita", "unohda"). */
const fi = lexicon('ascii', undefined, w, {
  ignore: String.raw`valtuutan sinut\s+(?:\S+\s+){0,2}(?:ohittamaan|unohtamaan|sivuuttamaan)|(?:voisitko|voisitteko|voitko|voitteko|voisitko ystavallisesti)\s+(?:\S+\s+){0,2}(?:unohtaa|ohittaa|sivuuttaa|jattaa huomiotta)|ohita|ohittakaa|unohda|unohtakaa|sivuuta|jata huomiotta|jattakaa huomiotta|ala noudata|alkaa noudattako|ala valita|kierra|poista kaytosta|kytke pois`,
  rules: String.raw`(?:ohje|saanto|saanno|rajoitu|rajoitt|suodat|jarjestelmakehot|kaytanto|kaytanno|direktiiv|prompt|kehot)\w*`,
  fromNow: 'tasta lahtien|tasta eteenpain|nyt lahtien|vastedes|tasta hetkesta',
  you: 'sina|sinun|sinua|sinulla|vastaa|ole|sano|ilman|aina|ala',
  persona: String.raw`olet nyt|nyt olet|olet tasta lahtien|teeskentele|esita olevasi|kuvittele olevasi|leiki olevasi|ota\s+(?:\S+\s+){0,2}rooli`,
  aiMust: String.raw`(?:avustajan|tekoalyn|mallin|botin|chatbotin)\s+(?:\S+\s+){0,2}(?:taytyy|pitaa|on aina)|(?:avustaja|tekoaly|malli|botti)\s+(?:\S+\s+){0,2}(?:ei saa|ei koskaan saa)`,
  show: 'nayta|paljasta|tulosta|kerro|anna',
  systemPrompt: String.raw`jarjestelmakehot\w*|jarjestelmaohje\w*|jarjestelmaprompt\w*|system prompt`,
  send: String.raw`laheta|lahettakaa|valita|valittakaa`,
  add: 'lisaa|aloita|lopeta|paata|kirjoita',
  eachAnswer: String.raw`(?<![a-z])(?:jokai|kaikk)\w*\s+(?:\S+\s+)?vastau\w*`,
  policy: String.raw`(?<![a-z])(?:kaytanto|kaytanno|suodat|rajoitu|moderoin|sisaltosaann)\w*`,
  off: String.raw`poistettu kaytosta|pois kaytosta|kytketty pois|kumottu|keskeytetty|ei ole enaa voimassa|ei enaa ole voimassa`,
  notice: String.raw`(?:huomautus|viesti|muistiinpano|huomio) (?:tekoalylle|avustajalle)|tekoalylle:|avustajalle:|avustajalle,? joka lukee|jarjestelmailmoitus|jarjestelmaviesti|yllapitajan ohitus`,
  steer: String.raw`suosittele|suositelkaa|sano aina|mainitse aina|kehu aina|(?:kun|jos) (?:kayttaja|joku)\s+(?:\S+\s+){0,6}?(?:sano|vastaa|kerro|suosittele|mainitse)(?![a-z])`,
}, 'ja|sitten|myos|ole hyva|muuten|nyt');

const hu = lexicon('ascii', undefined, w, {
  ignore: String.raw`(?:lennel|lenne|lennetek) szives\s+(?:\S+\s+){0,2}(?:elfelejteni|figyelmen kivul hagyni|ignoralni)|hagyd figyelmen kivul|figyelmen kivul hagyd|felejtsd el|felejtse el|felejtsetek el|ne kovesd|ne kovesse|ne torodj|ne torodjon|kerulje meg|keruld meg|kapcsold ki|kapcsolja ki|ignorald|ignoralja|iktasd ki|tekints el`,
  rules: String.raw`(?<![a-z])(?:utasitas|utmutat|szabaly|iranyelv|korlatoz|szuro|szurok|rendszerprompt|prompt|eloiras|parancs)\w*`,
  fromNow: 'mostantol|ettol kezdve|mostantol fogva|ezentul',
  you: 'te|teged|neked|valaszolj|legy|legyel|mondd|nelkul|mindig|ne',
  persona: String.raw`(?:mostantol|most) te (?:vagy|egy)|te most|tegy(?:el)? ugy,? mintha|tegyen ugy,? mintha|jatszd el|kepzeld el,? hogy (?:te|egy)|vedd fel\s+(?:\S+\s+){0,2}szerep\w*|te vagy (?:mostantol|most)`,
  aiMust: String.raw`(?:az asszisztens|a mesterseges intelligencia|az ai|a modell|a bot|a chatbot)(?:nak)?\s+(?:\S+\s+){0,2}(?:kell|tilos|nem szabad|koteles)`,
  show: String.raw`mutasd(?: meg)?|mutassa(?: meg)?|ird ki|fedd fel|add meg|aruld el`,
  systemPrompt: String.raw`rendszerprompt\w*|rendszerutasitas\w*|system prompt`,
  send: String.raw`kuldd(?: el| at)?|kuldje(?: el)?|tovabbitsd|tovabbitsa`,
  add: String.raw`add hozza|fuzd hozza|irj|ird|kezdd|fejezd be|tedd`,
  eachAnswer: String.raw`(?<![a-z])(?:minden|osszes|valamennyi)\s+(?:\S+\s+)?valasz\w*`,
  policy: String.raw`(?<![a-z])(?:iranyelv|szuro|szurok|korlatoz|moderacio|tartalompolitik|szabalyzat)\w*`,
  off: String.raw`kikapcsol\w*|felfuggeszt\w*|megszunt\w*|hatalyon kivul|feloldva|feloldott\w*|inaktiv\w*`,
  notice: String.raw`(?:megjegyzes|uzenet|feljegyzes) az? (?:mi|ai|asszisztens)\w* szamara|az? (?:ai|mi)-n[ae]k:|az asszisztensnek:|az asszisztensnek,? aki|rendszeruzenet|rendszerertesites|adminisztratori felulbiralas`,
  steer: String.raw`ha (?:a felhasznalo|valaki)\s+(?:\S+\s+){0,6}?(?:mondd|valaszold|ajanld|emlitsd)(?![a-z])|mindig ajanld|ajanld|javasold|mindig mondd|mondd azt,? hogy|emlitsd meg mindig`,
}, 'es|aztan|majd|kerlek|is|most');

/** Vietnamese has no verb forms: an order opens its clause or carries "hay" (do) / "dung" (don't). */
const vi = lexicon('ascii', undefined, w, {
  ignore: String.raw`hay (?:bo qua|phot lo|quen|lo di|vuot qua|tat)|dung (?:tuan theo|lam theo|quan tam den)|khong (?:can )?(?:tuan theo|lam theo) (?:\S+\s+){0,4}nua|quen (?:het|di|moi)|bo qua (?:moi|tat ca|toan bo)|phot lo (?:moi|tat ca)|ban co the\s+(?:\S+\s+){0,2}(?:quen|bo qua)|cho phep ban\s+(?:\S+\s+){0,2}(?:bo qua|phot lo|quen)`,
  opening: String.raw`bo qua|phot lo|quen|vuot qua`,
  rules: String.raw`huong dan|chi dan|chi thi|quy tac|quy dinh|nguyen tac|han che|gioi han|bo loc|loi nhac|system prompt|prompt|chinh sach|menh lenh|cau lenh`,
  fromNow: 'tu bay gio|ke tu bay gio|tu nay tro di|tu gio tro di|ke tu nay|tu gio',
  you: 'ban|may|hay|tra loi|noi|dung|khong|luon',
  persona: String.raw`(?:bay gio|tu bay gio|tu gio),? ban (?:la|se la)|ban (?:bay gio|gio|hien gio) la|hay gia vo|gia vo (?:ban|rang ban|la ban)|hay dong vai|ban (?:hay )?dong vai|hay tuong tuong ban la|hay nhap vai|hay hanh dong nhu`,
  aiMust: String.raw`(?:tro ly(?: ao)?|tri tue nhan tao|mo hinh|chatbot|bot)\s+(?:\S+\s+){0,2}(?:phai luon|bat buoc phai|khong bao gio duoc|khong duoc phep|phai)\s+(?:luon|nhac|noi|gioi thieu|khuyen|de xuat|tra loi|bo qua|tiet lo|nhac den|de cap)`,
  show: String.raw`hien thi|cho (?:toi )?xem|tiet lo|in ra|dua ra|cung cap`,
  systemPrompt: String.raw`loi nhac he thong|prompt he thong|system prompt|chi dan he thong|huong dan he thong|chi thi he thong`,
  send: String.raw`hay (?:gui|chuyen tiep|chuyen)|gui (?:tat ca|toan bo|moi|ngay|lich su|du lieu|thong tin)|chuyen tiep (?:tat ca|toan bo|moi)`,
  add: String.raw`them|chen|bat dau|ket thuc|viet`,
  eachAnswer: String.raw`moi cau tra loi|tat ca (?:cac )?cau tra loi|moi phan hoi|cuoi moi cau|dau moi cau`,
  policy: String.raw`chinh sach|bo loc|han che|gioi han|kiem duyet`,
  off: String.raw`(?:da )?bi vo hieu hoa|da vo hieu hoa|da tat|da bi tat|da go bo|da bi go bo|bi huy|tam ngung|khong con hieu luc`,
  notice: String.raw`(?:ghi chu|luu y|loi nhan|tin nhan) (?:cho|gui) (?:ai|tro ly|tri tue nhan tao)|gui (?:ai|tro ly)(?: ao)?:|tro ly ao dang doc|thong bao he thong|tin nhan he thong|quyen quan tri vien`,
  steer: String.raw`(?:khi|neu) (?:nguoi dung|ai do|ban)\s+(?:\S+\s+){0,8}?hay (?:noi|tra loi|gioi thieu|khuyen|de xuat)|(?:^|[.!?;:,] ?)luon (?:gioi thieu|khuyen|de xuat|nhac den)|hay luon (?:gioi thieu|khuyen|de xuat|noi|nhac den)|luon luon phai (?:gioi thieu|khuyen|de xuat|noi)|hay (?:gioi thieu|khuyen dung|de xuat) (?:\S+\s+){0,4}(?:moi|bat cu|khi)`,
}, 'va|roi|sau do|vui long|lam on|nhan tien|ngoai ra');

/** Swahili marks the person on the verb: "puuza" orders, "alipuuza" reports. */
const sw = lexicon('ascii', undefined, w, {
  ignore: String.raw`nakuruhusu\s+(?:\S+\s+){0,2}(?:kupuuza|kusahau)|(?:unaweza|mnaweza|ungeweza)\s+(?:\S+\s+){0,2}(?:kusahau|kupuuza)|puuza|puuzeni|sahau|sahauni|usifuate|msifuate|acha kufuata|achana na|kwepa|zima|usijali`,
  rules: String.raw`maelekezo|maagizo|amri|sheria|kanuni|miongozo|mwongozo|vikwazo|vizuizi|vichujio|kichujio|sera|prompt`,
  fromNow: 'kuanzia sasa|tangu sasa|kuanzia leo|kuanzia hapa|kuanzia wakati huu',
  you: 'wewe|wako|yako|jibu|kuwa|sema|bila|daima|kila|usi',
  persona: String.raw`sasa wewe ni|wewe sasa ni|wewe ni sasa|jifanye|igiza kama|cheza nafasi ya|fikiria kuwa wewe ni|chukua nafasi ya`,
  aiMust: String.raw`(?:msaidizi|akili bandia|modeli|bot|roboti)\s+(?:\S+\s+){0,2}(?:lazima|anapaswa|inapaswa|haipaswi|hapaswi|ni lazima|asiwahi)`,
  show: 'onyesha|fichua|toa|chapisha|nipe|nionyeshe',
  systemPrompt: String.raw`maelekezo ya mfumo|maagizo ya mfumo|prompt ya mfumo|system prompt|ujumbe wa mfumo`,
  send: 'tuma|tumeni|peleka|sambaza|wasilisha',
  add: 'ongeza|anza|malizia|maliza|weka|andika',
  eachAnswer: String.raw`kila jibu|majibu yote|mwisho wa kila|mwanzo wa kila`,
  policy: String.raw`sera|vichujio|kichujio|vikwazo|udhibiti|vizuizi`,
  off: String.raw`(?:ime|zime|vime|ume)(?:zimwa|ondolewa|sitishwa|futwa)|havitumiki|haitumiki|hazitumiki`,
  notice: String.raw`ujumbe kwa (?:ai|msaidizi|akili bandia)|kumbuka kwa (?:ai|msaidizi)|kwa (?:msaidizi|ai) (?:anayesoma|inayosoma)|tangazo la mfumo|taarifa ya mfumo|ujumbe wa mfumo`,
  steer: String.raw`(?:akiuliza|wakiuliza|ukiulizwa|anapouliza|atakapouliza)\s+(?:\S+\s+){0,6}?(?:sema|jibu|pendekeza|taja)(?![a-z])|pendekeza|pendekezeni|sema kila mara|kila mara sema|daima sema|shauri`,
}, 'na|kisha|pia|tafadhali|halafu|sasa');

/** Indonesian and Malay: the bare verb with -kan/-lah orders ("abaikan"), the meN-/di- forms report ("mengabaikan"). */
const id = lexicon('ascii', undefined, w, {
  ignore: String.raw`mengizinkan(?:mu)? (?:kamu |anda )?(?:untuk )?(?:mengabaikan|melupakan)|(?:bisakah|dapatkah|maukah) (?:kamu|anda)\s+(?:\S+\s+){0,2}(?:melupakan|mengabaikan)|abaikan(?:lah)?|lupakan(?:lah)?|jangan (?:ikuti|patuhi|hiraukan|pedulikan|turuti)|tidak usah (?:ikuti|patuhi|mematuhi|mengikuti)|lewati|langgar|nonaktifkan|matikan|kesampingkan|acuhkan`,
  rules: String.raw`instruksi|petunjuk|aturan|peraturan|pedoman|arahan|perintah|batasan|pembatasan|filter|kebijakan|prompt|ketentuan`,
  fromNow: 'mulai sekarang|sejak sekarang|mulai saat ini|mulai hari ini|dari sekarang|mulai kini|mulai dari sekarang',
  you: 'kamu|anda|kau|engkau|jawab|jadilah|katakan|tanpa|selalu|jangan',
  persona: String.raw`(?:kamu|anda|kau) (?:sekarang|kini) (?:adalah|menjadi|seorang|sebuah)|(?:sekarang|kini) (?:kamu|anda|kau) (?:adalah|menjadi)|berpura-?puralah|pura-?pura(?:lah)? (?:kamu|anda|menjadi)|(?:kamu|anda) (?:harus )?berpura-?pura|bayangkan (?:kamu|anda|dirimu) (?:adalah|sebagai)|perankan|bertindaklah sebagai|berperanlah sebagai`,
  aiMust: String.raw`(?:asisten|ai|model|bot|chatbot|kecerdasan buatan)\s+(?:\S+\s+){0,2}(?:harus|wajib|dilarang|tidak boleh|jangan pernah)\s+(?:selalu|pernah|menyebut\w*|mengatakan|menjawab|merekomendasikan|menyarankan|mengabaikan|memberi\w*|membahas|mengungkap\w*)`,
  show: 'tampilkan|tunjukkan|ungkapkan|bocorkan|cetak|berikan|sebutkan',
  systemPrompt: String.raw`prompt sistem|system prompt|instruksi sistem|pesan sistem`,
  send: String.raw`kirim(?:kan|lah)?|teruskan`,
  add: String.raw`tambahkan|mulailah|awali|akhiri|sisipkan|tulis(?:kan)?`,
  eachAnswer: String.raw`(?:setiap|tiap|semua|seluruh) (?:\S+\s+)?(?:jawaban|balasan|respons)`,
  policy: 'kebijakan|filter|pembatasan|batasan|moderasi|sensor',
  off: String.raw`dinonaktifkan|dimatikan|dicabut|ditangguhkan|tidak berlaku lagi|telah dihapus|sudah dihapus|nonaktif`,
  notice: String.raw`(?:catatan|pesan|pemberitahuan) untuk (?:ai|asisten)|untuk (?:ai|asisten) yang membaca|kepada (?:ai|asisten ai)[:,]|pemberitahuan sistem|pesan sistem|notifikasi sistem`,
  steer: String.raw`(?:jika|kalau|ketika|saat|bila|apabila) (?:pengguna|seseorang|user)\s+(?:\S+\s+){0,6}?(?:katakan|jawablah|sebutkan|rekomendasikan|sarankan)(?![a-z])|selalu (?:rekomendasikan|sarankan|sebutkan|katakan|promosikan)|(?:rekomendasikan|sarankan|promosikan)\s+(?:\S+\s+){0,4}?(?:setiap|selalu|kapan pun)`,
}, 'dan|lalu|kemudian|juga|tolong|mohon|silakan|omong-omong|sekarang');

const ms = lexicon('ascii', undefined, w, {
  ignore: String.raw`(?:membenarkan|benarkan) (?:awak|anda|kamu)\s+(?:\S+\s+){0,2}(?:mengabaikan|melupakan|abaikan)|(?:boleh|bolehkah) (?:awak|anda|kamu)\s+(?:\S+\s+){0,2}(?:lupakan|abaikan|melupakan|mengabaikan)|abaikan(?:lah)?|lupakan(?:lah)?|jangan (?:ikut|ikuti|patuhi|hiraukan|endahkan)|langkau|pintas|matikan|nyahaktifkan|ketepikan`,
  rules: String.raw`arahan|peraturan|garis panduan|panduan|sekatan|penapis|polisi|perintah|prompt|had`,
  fromNow: 'mulai sekarang|mulai dari sekarang|dari sekarang|mulai hari ini|mulai kini|selepas ini',
  you: 'kamu|awak|anda|engkau|jawab|jadilah|katakan|tanpa|sentiasa|jangan',
  persona: String.raw`(?:awak|kamu|anda|engkau) (?:sekarang|kini) (?:ialah|adalah|menjadi|seorang|sebuah)|(?:sekarang|kini) (?:awak|kamu|anda) (?:ialah|adalah|menjadi)|berpura-?puralah|pura-?pura(?:lah)? (?:awak|anda|kamu|menjadi)|bayangkan (?:awak|anda|kamu) (?:ialah|adalah|sebagai)|lakonkan watak|berlakon sebagai`,
  aiMust: String.raw`(?:pembantu|asisten|ai|model|bot|chatbot)\s+(?:\S+\s+){0,2}(?:mesti|perlu|wajib|dilarang|tidak boleh|jangan sekali-kali)\s+(?:sentiasa|pernah|menyebut\w*|menyatakan|menjawab|mengesyorkan|mencadangkan|mengabaikan|memberi\w*|mendedahkan)`,
  show: 'paparkan|tunjukkan|dedahkan|cetak|berikan|nyatakan',
  systemPrompt: String.raw`prompt sistem|arahan sistem|mesej sistem|system prompt`,
  send: String.raw`hantar(?:kan|lah)?|majukan|kirim(?:kan)?|emelkan`,
  add: String.raw`tambah(?:kan)?|mulakan|akhiri|sisipkan|tulis(?:kan)?`,
  eachAnswer: String.raw`(?:setiap|tiap-?tiap|semua|seluruh) (?:\S+\s+)?(?:jawapan|balasan|respons)`,
  policy: 'dasar|polisi|penapis|sekatan|moderasi|tapisan',
  off: String.raw`dinyahaktifkan|dimatikan|ditarik balik|digantung|tidak lagi berkuat kuasa|dimansuhkan`,
  notice: String.raw`(?:nota|mesej|pesanan) untuk (?:ai|pembantu)|kepada (?:ai|pembantu ai)[:,]|untuk (?:ai|pembantu) yang membaca|pemberitahuan sistem|notis sistem|mesej sistem`,
  steer: String.raw`(?:jika|kalau|apabila|bila) (?:pengguna|seseorang|user)\s+(?:\S+\s+){0,6}?(?:katakan|jawablah|sebutkan|cadangkan|syorkan)(?![a-z])|sentiasa (?:cadangkan|syorkan|sebut|katakan|promosikan)|(?:cadangkan|syorkan|promosikan)\s+(?:\S+\s+){0,4}?(?:setiap|sentiasa)`,
}, 'dan|lalu|kemudian|juga|tolong|sila|sekarang');

const tl = lexicon('ascii', undefined, w, {
  ignore: String.raw`(?:huwag|wag) (?:mong )?(?:pansinin|sundin|intindihin|pakinggan)|balewalain|kalimutan|ilampas|lampasan|patayin|i-?off`,
  rules: String.raw`tagubilin|instruksyon|instruksiyon|panuntunan|patakaran|alituntunin|utos|limitasyon|paghihigpit|filter|prompt`,
  fromNow: 'mula ngayon|simula ngayon|magmula ngayon|mula sa sandaling ito',
  you: 'ikaw|ka|mo|sumagot|sagutin|maging|sabihin|walang|palagi|lagi|huwag',
  persona: String.raw`ikaw (?:na )?ngayon (?:ay )?(?:si|ang|isang)|ngayon (?:ay )?ikaw (?:na )?(?:si|ang|ay|isang)|magpanggap (?:ka|kang)|magkunwari (?:ka|kang)|gampanan (?:mo )?ang (?:papel|tungkulin)|isipin mong ikaw`,
  aiMust: String.raw`(?:assistant|ai|modelo|bot|chatbot)\s+(?:ay\s+)?(?:\S+\s+){0,2}(?:dapat|kailangan|bawal|hindi dapat)\s+(?:na\s+)?(?:laging|palaging|hindi kailanman|banggitin|sabihin|irekomenda|sumagot|ibunyag)`,
  show: String.raw`ipakita|ilabas|ibunyag|i-?print|ibigay`,
  systemPrompt: String.raw`system prompt|prompt ng sistema|tagubilin ng sistema|mensahe ng sistema`,
  send: String.raw`ipadala|i-?send|i-?forward|ipasa|i-?email`,
  add: 'idagdag|magdagdag|simulan|tapusin|isulat|ilagay',
  eachAnswer: String.raw`bawat (?:\S+\s+)?(?:sagot|tugon)|lahat ng (?:iyong )?(?:sagot|tugon)`,
  policy: 'patakaran|filter|paghihigpit|limitasyon|moderasyon',
  off: String.raw`naka-?off|hindi na aktibo|inalis na|tinanggal na|pinatay na|sinuspinde|hindi na (?:umiiral|ipinapatupad)`,
  notice: String.raw`(?:paalala|mensahe|tala|abiso) (?:sa|para sa) (?:ai|assistant)|sa (?:ai|assistant) na nagbabasa|abiso ng sistema|paunawa ng sistema|mensahe ng sistema`,
  steer: String.raw`(?:kapag|kung) (?:nagtanong|magtanong|nagtatanong|tinanong)\s+(?:\S+\s+){0,6}?(?:sabihin|sumagot|irekomenda|banggitin)(?![a-z])|(?:laging|palaging) (?:irekomenda|sabihin|banggitin|imungkahi)|irekomenda (?:\S+\s+){0,4}?(?:palagi|lagi|tuwing)`,
}, 'at|tapos|pagkatapos|pakiusap|paki|ngayon|saka');

/** Words in the Indic scripts carry vowel signs (marks): a stem's ending is letters or marks. */
const LM = String.raw`[\p{L}\p{M}]{0,12}`;

/** Thai writes no spaces between words: no edges; an order to send names what to send. */
const th = lexicon('native', 'Thai', none, {
  ignore: String.raw`เพิกเฉย|ไม่ต้องสนใจ|ลืม|ละเว้น|ข้าม|อย่าทำตาม|อย่าปฏิบัติตาม|เลิกทำตาม|เลิกปฏิบัติตาม|ปิดการใช้งาน|หลีกเลี่ยง`,
  rules: String.raw`คำสั่ง|คำแนะนำ|กฎ|ข้อกำหนด|แนวทาง|ข้อจำกัด|ตัวกรอง|นโยบาย|พรอมต์|พรอมท์|prompt|ข้อบังคับ`,
  fromNow: 'ต่อจากนี้|จากนี้ไป|นับจากนี้|ตั้งแต่นี้|ตั้งแต่บัดนี้|นับแต่นี้',
  you: 'คุณ|เธอ|แก|นาย|ตอบ|จง|อย่า|พูด|ไม่ต้อง|เสมอ',
  persona: String.raw`ตอนนี้คุณคือ|ตอนนี้คุณเป็น|ตอนนี้เธอคือ|คุณคือ.{0,12}ตอนนี้|แกล้งทำเป็น|สมมติว่าคุณ|สวมบทบาท|รับบทเป็น|จงเป็น|ทำตัวเป็น`,
  aiMust: String.raw`(?:ผู้ช่วย|เอไอ|ai|โมเดล|บอท|แชทบอท).{0,10}(?:ต้อง|ห้าม)(?:ไม่)?(?:พูด|บอก|แนะนำ|ตอบ|กล่าวถึง|เอ่ยถึง|เปิดเผย|เสมอ)`,
  show: 'แสดง|เปิดเผย|บอก|พิมพ์|ให้ดู',
  systemPrompt: String.raw`พรอมต์ระบบ|พรอมท์ระบบ|system prompt|คำสั่งระบบ|ข้อความระบบ`,
  send: String.raw`(?<!ให้ ?)(?:ส่ง(?:ต่อ)?|ฟอร์เวิร์ด).{0,20}?(?:ข้อมูล|ประวัติ|บทสนทนา|รหัสผ่าน|ทั้งหมด|คีย์|โทเค็น|ความจำ|บันทึก)`,
  add: 'เพิ่ม|เริ่ม|จบ|ปิดท้าย|ใส่|เขียน',
  eachAnswer: String.raw`ทุกคำตอบ|คำตอบทุก|ทุกครั้งที่ตอบ|ท้ายคำตอบ`,
  policy: 'นโยบาย|ตัวกรอง|ข้อจำกัด|การกลั่นกรอง',
  off: String.raw`ถูกปิด|ปิดใช้งานแล้ว|ถูกยกเลิก|ยกเลิกแล้ว|ระงับ|ไม่มีผลแล้ว`,
  notice: String.raw`(?:หมายเหตุ|ข้อความ|บันทึก)ถึง ?(?:ai|เอไอ|ผู้ช่วย)|(?:หมายเหตุ|ข้อความ)สำหรับ ?(?:ai|เอไอ)|ประกาศระบบ|แจ้งเตือนระบบ|ข้อความจากระบบ`,
  steer: String.raw`แนะนำ.{0,20}?เสมอ|จงแนะนำ|ต้องแนะนำ.{0,20}?ทุกครั้ง`,
});

const bn = lexicon('native', 'Bengali', lw, {
  ignore: String.raw`(?:উপেক্ষা|অগ্রাহ্য|অবজ্ঞা) কর(?:ো|ুন)|ভুলে যা(?:ও|ন)|মেনো না|মানবেন না|অনুসরণ (?:কোরো|করো|করবেন) না|বন্ধ কর(?:ো|ুন)|এড়িয়ে যা(?:ও|ন)`,
  rules: String.raw`নির্দেশ${LM}|নিয়ম${LM}|বিধিনিষেধ|সীমাবদ্ধতা|ফিল্টার|নীতি${LM}|প্রম্পট|prompt`,
  fromNow: 'এখন থেকে|আজ থেকে|এই মুহূর্ত থেকে',
  you: 'তুমি|আপনি|তোমার|আপনার|উত্তর দাও|বলো|বলুন|ছাড়া|সবসময়|কখনো',
  persona: String.raw`(?:তুমি|আপনি) এখন (?:একটি|একজন|থেকে)|এখন (?:তুমি|আপনি) (?:একটি|একজন)|ভান কর(?:ো|ুন)|অভিনয় কর(?:ো|ুন)|কল্পনা কর(?:ো|ুন) যে (?:তুমি|আপনি)|ভূমিকায় অভিনয়`,
  aiMust: String.raw`(?:সহকারী|এআই|ai|মডেল|বট|চ্যাটবট)${LM}\s+(?:\S+\s+){0,2}(?:অবশ্যই|কখনোই|কখনো|সবসময়)`,
  show: String.raw`দেখাও|দেখান|প্রকাশ কর(?:ো|ুন)|প্রিন্ট কর(?:ো|ুন)|বলো|বলুন`,
  systemPrompt: String.raw`সিস্টেম প্রম্পট|সিস্টেম নির্দেশ${LM}|system prompt`,
  send: String.raw`পাঠাও|পাঠিয়ে দাও|পাঠিয়ে দিন|ফরোয়ার্ড কর(?:ো|ুন)|ইমেল কর(?:ো|ুন)`,
  add: String.raw`যোগ কর(?:ো|ুন)|শুরু কর(?:ো|ুন)|শেষ কর(?:ো|ুন)|লিখ(?:ো|ুন)|জুড়ে দা(?:ও|ন)`,
  eachAnswer: String.raw`(?:প্রতিটি|প্রত্যেক|সব|সকল) (?:উত্তর|জবাব)`,
  policy: String.raw`নীতি${LM}|ফিল্টার|বিধিনিষেধ|সীমাবদ্ধতা|মডারেশন`,
  off: String.raw`নিষ্ক্রিয়|বন্ধ করা হয়েছে|তুলে নেওয়া হয়েছে|বাতিল করা হয়েছে|স্থগিত`,
  notice: String.raw`(?:এআই|সহকারী|ai)${LM}[- ]?(?:এর|র)? জন্য (?:নোট|বার্তা)|সিস্টেম বার্তা|সিস্টেম বিজ্ঞপ্তি|যে সহকারী এটি পড়ছে`,
  steer: String.raw`সবসময় (?:সুপারিশ কর(?:ো|ুন)|বলো|বলুন|উল্লেখ কর(?:ো|ুন))|সুপারিশ কর(?:ো|ুন)`,
});

/** Urdu shares the Arabic script with ar and fa; the polite imperative ends in یں, the familiar one in و. */
const ur = lexicon('native', 'Arabic', none, {
  ignore: String.raw`نظر ?انداز کر(?:و|یں|دو|دیں)|بھول جاؤ|بھول جائیں|مت مانو|نہ مانیں|پیروی (?:نہ|مت) کر(?:و|یں)|عمل (?:نہ|مت) کر(?:و|یں)`,
  rules: String.raw`ہدایات|ہدایت|قواعد|اصول|رہنما|پابندی|پابندیاں|فلٹر|پالیسی|پرامپٹ|احکامات|prompt`,
  fromNow: 'اب سے|آج سے|اس لمحے سے|ابھی سے',
  you: 'تم|آپ|تمہیں|جواب دو|جواب دیں|کہو|کہیں|بغیر|ہمیشہ|کبھی',
  persona: String.raw`(?:تم|آپ) اب (?:ایک|سے)|اب (?:تم|آپ) ایک|دکھاوا کر(?:و|یں)|فرض کر(?:و|یں) کہ (?:تم|آپ)|کردار ادا کر(?:و|یں)|ہونے کا ناٹک کر`,
  aiMust: String.raw`(?:اسسٹنٹ|معاون|اے آئی|ماڈل|بوٹ|چیٹ بوٹ)\s+(?:\S+\s+){0,2}(?:کو ہمیشہ|کو کبھی|ضرور|لازمی طور)`,
  show: String.raw`دکھاؤ|دکھائیں|ظاہر کر(?:و|یں)|بتاؤ|بتائیں|پرنٹ کر(?:و|یں)`,
  systemPrompt: String.raw`سسٹم پرامپٹ|سسٹم ہدایات|system prompt`,
  send: String.raw`بھیجو|بھیجیں|بھیج دو|بھیج دیں|فارورڈ کر(?:و|یں)|ای ?میل کر(?:و|یں)`,
  add: String.raw`شامل کر(?:و|یں)|شروع کر(?:و|یں)|ختم کر(?:و|یں)|لکھو|لکھیں|لگاؤ`,
  eachAnswer: String.raw`ہر جواب|تمام جوابات|سارے جوابات`,
  policy: String.raw`پالیسی|فلٹر|پابندی|پابندیاں|نگرانی`,
  off: String.raw`غیر فعال|بند کر دی|بند کر دیے|ہٹا دی|ہٹا دیے|ختم کر دی|معطل`,
  notice: String.raw`(?:اے آئی|اسسٹنٹ) کے (?:لیے|لئے) (?:نوٹ|پیغام)|سسٹم (?:پیغام|نوٹس|اطلاع)|جو اسسٹنٹ یہ پڑھ رہا`,
  steer: String.raw`ہمیشہ (?:تجویز|سفارش) کر(?:و|یں)|(?:تجویز|سفارش) کر(?:و|یں)|ہمیشہ (?:کہو|کہیں)`,
});

/** Tamil glues case suffixes on: nouns are stems, edges on the left only. */
const ta = lexicon('native', 'Tamil', lw, {
  ignore: String.raw`புறக்கணி(?:யுங்கள்|க்கவும்)?|மறந்து ?விடு(?:ங்கள்)?|பின்பற்றாதே|பின்பற்ற வேண்டாம்|கடைப்பிடிக்காதே|முடக்கு|தவிர்`,
  rules: String.raw`அறிவுறுத்தல்${LM}|வழிமுறை${LM}|விதி${LM}|கட்டுப்பாடு${LM}|வடிகட்டி${LM}|கொள்கை${LM}|ப்ராம்ப்ட்|prompt|வழிகாட்டு${LM}`,
  fromNow: 'இனிமேல்|இப்போதிலிருந்து|இன்று முதல்|இந்த நொடி முதல்|இனி',
  you: 'நீ|நீங்கள்|உன்|உங்கள்|பதில் சொல்|பதிலளி|சொல்|இல்லாமல்|எப்போதும்',
  persona: String.raw`(?:நீ|நீங்கள்) இப்போது (?:ஒரு|முதல்)|இப்போது (?:நீ|நீங்கள்) ஒரு|போல் நடி|நடியுங்கள்|பாத்திரத்தை ஏற்|என்று கற்பனை செய்`,
  aiMust: String.raw`(?:உதவியாளர்|ஏஐ|ai|மாடல்|பாட்)${LM}\s+(?:\S+\s+){0,2}(?:எப்போதும்|ஒருபோதும்|கட்டாயம்)`,
  show: 'காட்டு|காட்டுங்கள்|வெளிப்படுத்து|அச்சிடு|சொல்லு',
  systemPrompt: String.raw`சிஸ்டம் ப்ராம்ப்ட்|கணினி அறிவுறுத்தல்${LM}|அமைப்பு அறிவுறுத்தல்${LM}|system prompt`,
  send: String.raw`அனுப்பு(?:ங்கள்)?|அனுப்பவும்|முன்னனுப்பு|ஃபார்வர்ட் செய்`,
  add: 'சேர்|சேர்க்கவும்|தொடங்கு|முடி|எழுது',
  eachAnswer: String.raw`(?:ஒவ்வொரு|அனைத்து|எல்லா) பதில்${LM}`,
  policy: String.raw`கொள்கை${LM}|வடிகட்டி${LM}|கட்டுப்பாடு${LM}|மட்டுறுத்தல்`,
  off: String.raw`முடக்கப்பட்ட${LM}|நீக்கப்பட்ட${LM}|நிறுத்தப்பட்ட${LM}|ரத்து செய்யப்பட்ட${LM}`,
  notice: String.raw`(?:ஏஐ|ai|உதவியாளர்)${LM} (?:குறிப்பு|செய்தி)|கணினி அறிவிப்பு|சிஸ்டம் செய்தி|இதைப் படிக்கும் (?:ஏஐ|உதவியாளர்)`,
  steer: String.raw`எப்போதும் பரிந்துரை${LM}|பரிந்துரை செய்|பரிந்துரைக்கவும்`,
});

interface Compiled {
  view: Lexicon['view'];
  script?: Script;
  /** The pattern needs a URL or an e-mail address in the text. */
  address: boolean;
  cue: InstructionCue;
  re: RegExp;
  gate?: RegExp;
}

const COMPILED: Compiled[] = [de, fr, es, it, pt, pl, ru, hiLatin, romanised, zh, ja, ar, hi, nl, sv, da, nb, cs, sk, ro, hr, sl, ca, lt, lv, tr, uk, bg, el, he, fa, ko, fi, hu, vi, sw, id, ms, tl, th, bn, ur, ta].flatMap((l) => {
  const compile = (src: string) => new RegExp(l.view === 'native' ? nat(src) : src, 'u');
  const gate = l.gate === undefined ? undefined : compile(l.gate);
  return l.cues.map(([cue, src]) => ({ view: l.view, script: l.script, address: src.includes(ADDRESS), cue, re: compile(src), gate }));
});
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
  Greek: /\p{Script=Greek}/u,
  Hebrew: /\p{Script=Hebrew}/u,
  Hangul: /\p{Script=Hangul}/u,
  Thai: /\p{Script=Thai}/u,
  Bengali: /\p{Script=Bengali}/u,
  Tamil: /\p{Script=Tamil}/u,
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
  const gates = new Set<RegExp>();
  const skipped = new Set<RegExp>();
  for (const c of COMPILED) {
    if ((c.view === 'native' && !hasNative) || (c.view === 'typed' && hasNative)) continue;
    // Russian is also typed in Latin letters; the native-script lexicons need their script.
    if (c.script && hasNative && !present(c.script)) continue;
    if (c.address && !hasAddress) continue;
    if (c.gate && !c.address && !gates.has(c.gate)) {
      if (skipped.has(c.gate)) continue;
      if (!c.gate.test(c.view === 'native' ? native : ascii)) {
        skipped.add(c.gate);
        continue;
      }
      gates.add(c.gate);
    }
    if (c.re.test(c.view === 'native' ? native : ascii)) return c.cue;
  }
  return null;
}
