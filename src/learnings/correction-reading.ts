// Reads what a person's correction says about commands, the way people write it: terse, in
// lower case, with typos, annoyed, as a norm ("we're on bun here"), in English, Spanish, German,
// French, Portuguese or Chinese. It finds the tools, subcommands, flags and code the text names
// (`git push -f`, `gtimeout`, `--context kind-local`, `lint:ci`) and what the text says of each:
// avoid it ("no npm", "timeout isn't a thing on mac", "statt docker-compose", "没有 -d"), prefer
// it ("use gsed", "bun plz", "usa gtimeout", "我们用 uv"), or nothing. It also says how sure it is
// that the text corrects the agent at all. Pure text work; the hook loads it, so it imports
// nothing but ./commands, ./chars and ./memo. A hook reads one prompt per process, and each regex
// it runs is compiled for that one prompt, so tests of characters and fixed words are plain code
// (./chars) and the regexes that remain run only when the text holds what they look for.
import { collapseSpaces, isAsciiLetter, isBlankBetween, isDigit, isLetterish, isSpace, isWordChar, splitAfter, splitOn } from './chars.js';
import { remembered } from './memo.js';
import {
  AMBIGUOUS_PROGRAMS,
  canonicalFlag,
  invocationOf,
  isDottedTask,
  isKnownProgram,
  misspeltProgram,
  knownSubsOf,
  nestsSubcommands,
  runsProgram,
  runsScriptsByName,
  splitCommands,
  subcommandGeneration,
  takesSubcommand,
} from './commands.js';

export type MentionRole = 'avoid' | 'prefer' | 'neutral';

export interface Mention {
  /** The program named, lower-case (`pytest` for `.venv/bin/pytest`); absent for a bare flag or term. */
  program?: string;
  /** The folder it was named with: `.venv/bin/`. */
  dir?: string;
  sub?: string;
  /** Canonical flags (`--force` for `git push -f`). */
  flags: string[];
  /** Other words: flag values, what a runner runs (`tsc` of `pnpm exec tsc`), or a term's words (`lint:ci`). */
  args: string[];
  /** As written. */
  text: string;
  role: MentionRole;
  /** Named as code (backticks, a program, a flag, a path); false for plain words read from "X, not Y". */
  code: boolean;
  /** Written out as the command it is, in one piece (not a phrase like "force push", not a flag named apart from its program). */
  verbatim: boolean;
}

/**
 * How sure the reading is that the text corrects the agent: `strong` (a prohibition, a contrast,
 * "X doesn't exist"), `norm` (a standing rule: "we're on X", "it's X here"), `weak` (a request
 * naming a tool: "use gsed"), `candidate` (a norm naming no tool: "dates should be ISO 8601").
 */
export type CorrectionStrength = 'strong' | 'norm' | 'weak' | 'candidate' | 'none';

export interface CorrectionReading {
  mentions: Mention[];
  strength: CorrectionStrength;
  /** Which phrasing gave it away. */
  cue?: string;
  /** The platform the text speaks of, when it names one (macOS, Linux, Windows). */
  platform?: 'macos' | 'linux' | 'windows';
}

// ---------------------------------------------------------------------------------------------
// Cue words, several languages each. Matched on lower-cased text with curly quotes made straight.

/** Letters and digits of the Latin (Vietnamese's too), Greek and Cyrillic scripts: word characters without the Unicode flag, which costs to compile. */
const LETTER = 'A-Za-z0-9\\u00C0-\\u024F\\u0370-\\u03FF\\u0400-\\u04FF\\u1E00-\\u1EFF';

const alt = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).map(escapeRegex).join('|');

/**
 * Regexes are built for the text at hand, with only the cue words it contains: a hook reads one
 * prompt per process, and compiling every language's cue list costs more than the whole read.
 */
const compiledRegex = remembered((key) => {
  const slash = key.indexOf('/');
  return new RegExp(key.slice(slash + 1), key.slice(0, slash));
}, 2_000);

function compiled(source: string, flags: string): RegExp {
  const regex = compiledRegex(`${flags}/${source}`);
  regex.lastIndex = 0;
  return regex;
}

let presenceText = '';
let presenceWords = new Set<string>();
/** The answers for the text being read: one reading asks about the same lists many times. */
let presenceAnswers = new Map<readonly string[], string | undefined>();

/**
 * The alternation of those `words` that occur in `text` (lower-case), or undefined when none does:
 * a single word must be a whole word of the text, a phrase (or CJK) a part of it.
 */
function present(words: readonly string[], text: string): string | undefined {
  if (text !== presenceText) {
    presenceText = text;
    presenceWords = wordsOf(text);
    presenceAnswers = new Map();
  }
  if (presenceAnswers.has(words)) return presenceAnswers.get(words);
  const answer = presentIn(words, text);
  presenceAnswers.set(words, answer);
  return answer;
}

function presentIn(words: readonly string[], text: string): string | undefined {
  const found: string[] = [];
  const split = kindsOf(words);
  if (split) {
    found.push(...wholeWordsPresent(split));
    // One scan says whether any phrase is there at all; most texts hold none of a list's phrases.
    if (split.anyPart?.test(text)) for (const word of split.parts) if (text.includes(word)) found.push(word);
  } else {
    // Which kind a word is matters only when the text holds it as a part: most cue words are not in it at all.
    for (const word of words) if (presenceWords.has(word) || (text.includes(word) && !isCueWordShape(word))) found.push(word);
  }
  if (found.length === 0) return undefined;
  const key = found.join('\u0000');
  let alternation = alternations.get(key);
  if (alternation === undefined) {
    alternation = alt(found);
    alternations.set(key, alternation);
  }
  return alternation;
}

const alternations = new Map<string, string>();

/**
 * The list's single words that are words of the text being read, in the list's order: the text's
 * few words are looked up in the list, not the list's hundreds in the text.
 */
function wholeWordsPresent(split: ListKinds): string[] {
  if (presenceWords.size >= split.whole.length) return split.whole.filter((word) => presenceWords.has(word));
  const at: number[] = [];
  for (const word of presenceWords) {
    const places = split.wholeAt.get(word);
    if (places !== undefined) at.push(...places);
  }
  return at.sort((a, b) => a - b).map((index) => split.whole[index]!);
}

/**
 * A list's single words (found only as whole words of a text) and its phrases and CJK (found as
 * parts), once the list has been read often enough to be worth splitting: a hook reads one prompt
 * per process, `evolve` thousands.
 */
interface ListKinds {
  whole: string[];
  /** Each single word's places in `whole` (a list may name a word twice). */
  wholeAt: Map<string, number[]>;
  parts: string[];
  anyPart?: RegExp;
}

const kinds = new WeakMap<readonly string[], ListKinds | number>();
const SPLIT_AFTER = 64;

function kindsOf(words: readonly string[]): ListKinds | undefined {
  const known = kinds.get(words) ?? 0;
  if (typeof known !== 'number') return known;
  if (known < SPLIT_AFTER) {
    kinds.set(words, known + 1);
    return undefined;
  }
  const parts = words.filter((word) => !isCueWordShape(word));
  const whole = words.filter(isCueWordShape);
  const wholeAt = new Map<string, number[]>();
  whole.forEach((word, index) => {
    const places = wholeAt.get(word);
    if (places) places.push(index);
    else wholeAt.set(word, [index]);
  });
  const split = { whole, wholeAt, parts, ...(parts.length > 0 ? { anyPart: new RegExp(parts.map(escapeRegex).join('|')) } : {}) };
  kinds.set(words, split);
  return split;
}

/** A character of a lower-case cue word: `[a-z0-9\u00c0-\u024f'-]`. */
function isCueChar(code: number): boolean {
  return (code >= 97 && code <= 122) || isDigit(code) || (code >= 0xc0 && code <= 0x24f) || code === 39 || code === 45;
}

function isCueWordShape(word: string): boolean {
  if (word === '') return false;
  for (let i = 0; i < word.length; i += 1) if (!isCueChar(word.charCodeAt(i))) return false;
  return true;
}

/** The runs of cue characters in `text`: `text.split(/[^a-z0-9\u00c0-\u024f'-]+/)`, as a set. */
function wordsOf(text: string): Set<string> {
  const words = new Set<string>();
  let start = -1;
  for (let i = 0; i <= text.length; i += 1) {
    const inside = i < text.length && isCueChar(text.charCodeAt(i));
    if (inside && start === -1) start = i;
    else if (!inside && start !== -1) {
      words.add(text.slice(start, i));
      start = -1;
    }
  }
  return words;
}

const REGEX_SYNTAX = '\\^$.*+?()[]{}|';

function escapeRegex(text: string): string {
  let out = '';
  for (const char of text) out += REGEX_SYNTAX.includes(char) ? `\\${char}` : char;
  return out;
}

/** Before what to avoid: "no npm", "don't use X", "nunca X", "kein yarn", "不要用 X", "没有 -d". */
const AVOID_BEFORE = [
  'no', 'not', 'never', "don't", 'dont', 'do not', "doesn't", 'doesnt', 'does not', 'stop', 'stop using', 'avoid',
  'no more', 'quit', 'ban', 'forbid', "shouldn't", 'should not', 'must not', "mustn't", 'no longer',
  "there's no", 'there is no', 'has no', 'have no', 'nothing with',
  // A warning: "careful with prune again", "careful: docker compose down -v drops the volume".
  'careful with', 'careful:', 'be careful with', 'watch out with', 'beware of',
  'nunca', 'no uses', 'no usar', 'no ejecutes', 'evita', 'evitar', 'deja de usar', 'nada de', 'no existe', 'no hay', 'ya no',
  'nicht', 'nie', 'niemals', 'kein', 'keine', 'keinen', 'keinem', 'vermeide', 'gibt es kein', 'gibt es nicht', 'hat kein', 'finger weg von', 'hände weg von',
  'pas', 'pas de', 'jamais', "n'utilise pas", "n'utilise jamais", 'évite', "il n'y a pas de", "n'a pas de", "n'a ni", 'ni', 'plus de',
  'não', 'nao', 'evite', 'pare de usar', 'não existe', 'não há', 'não tem', 'nada de',
  'non usare', 'mai', 'niente', 'basta con', 'non esiste', 'non c\'è', 'evitare',
  'ditch', 'get rid of', 'got rid of', 'no need for', 'we dropped', 'dropped', 'we removed', 'moved away from', 'moved off',
  // Polish, Swedish, Dutch, Russian, Turkish.
  'nie używaj', 'nigdy', 'nie uruchamiaj', 'żadnego', 'żadnych', 'nie ma', 'inte', 'aldrig', 'använd inte', 'kör inte', 'ingen', 'inget',
  'det finns ingen', 'det finns inget', 'niet', 'nooit', 'geen', 'gebruik geen', 'er is geen', 'не', 'никогда', 'не используй',
  'не запускай', 'нет', 'никаких', 'asla',
  // Ukrainian, Czech, Indonesian, Arabic.
  'ніколи', 'не використовуй', 'ніяких', 'не чіпай', 'не чіпайте', 'не глуши', 'nikdy', 'nepoužívej', 'nespouštěj', 'jangan', 'jangan pakai', 'jangan pernah', 'bukan',
  'لا تستخدم', 'لا تشغل', 'ممنوع', 'ما في', 'مش',
  // Hebrew: "לא מריצים helm upgrade", "אל תריץ", "אין Dockerfile", "אף פעם" (not אל alone, which is also "to").
  'לא', 'אין', 'אף פעם', 'לא מריצים', 'אל תריץ', 'אל תשתמש',
  // Vietnamese, Greek, Romanian, Danish and Norwegian, Hungarian, Catalan, Hinglish.
  'đừng', 'đừng dùng', 'đừng chạy', 'không dùng', 'không được', 'không có', 'không phải', 'cấm',
  'μην', 'μη', 'μην τρέχεις', 'μην χρησιμοποιείς', 'ποτέ', 'όχι', 'δεν υπάρχει', 'δεν έχει',
  'nu', 'nu folosi', 'nu rula', 'niciodată', 'niciodata', 'nicio', 'niciun', 'nu există', 'nu exista', 'evită',
  'ikke', 'aldri', 'brug ikke', 'bruk ikke', 'kør ikke', 'kjør ikke', 'der er ingen', 'det er ingen', 'undgå', 'unngå',
  'ne használd', 'ne futtasd', 'soha', 'sose', 'nincs', 'kerüld',
  'no facis servir', 'no utilitzis', 'no executis', 'no hi ha', 'no existeix',
  'kabhi nahi', 'kabhi mat',
  // Bulgarian, and Swedish "don't touch".
  'никога', 'няма', 'не ползвай', 'не пускай', 'rör inte',
  // Slovak, Lithuanian, Latvian, Swahili.
  'žiadny', 'žiadne', 'žiadnu', 'žiadna', 'nepoužívaj', 'nespúšťaj', 'jokio', 'jokių', 'jokios', 'niekada', 'nenaudok',
  'nekad', 'nelieto', 'neizmanto', 'nelaid', 'usitumie', 'usiendeshe', 'kamwe', 'hakuna',
  // Tagalog, Icelandic, Mexican Spanish, Estonian, Galician, Georgian, Urdu, Hindi, Nepali.
  'huwag', "'wag", 'wag mong', 'huwag mong', 'bawal', 'walang', 'aldrei', 'ekki nota', 'ekki keyra', 'ni se te ocurra',
  'ära', 'ära kasuta', 'ära käivita', 'mitte kunagi', 'non usamos', 'non uses', 'non hai', 'არასდროს', 'ნუ', 'کبھی نہیں', 'कभी नहीं', 'कहिल्यै',
  // Finnish, Serbian and Croatian, Slovenian, Afrikaans, Welsh, Armenian, Yoruba, Hausa, Marathi, Amharic.
  'älä', 'älä käytä', 'älä aja', 'ei koskaan', 'nemoj', 'nemojte', 'nikad', 'nikada', 'ne koristi', 'nikoli', 'ne uporabljaj', 'nema',
  'moenie', 'moet nooit', 'paid â', 'paid ag', 'peidiwch â', 'byth', 'մի', 'երբեք', 'má ṣe', 'kò sí', 'ko si', 'kar ka',
  'ba ma amfani da', 'ba mu amfani da', 'कधीच', 'कधीही', 'አትጠቀም',
  // Albanian, Azerbaijani, Kyrgyz, Kazakh, Mongolian, Uzbek, Basque, Zulu.
  'mos', 'mos e prek', 'mos përdor', 'kurrë', 'nuk ka', 'heç vaxt', 'heç zaman', 'эч качан', 'ешқашан', 'хэзээ ч', 'битгий', 'hech qachon',
  'inoiz ez', 'ez erabili', 'ungasebenzisi', 'musa',
];
const AVOID_BEFORE_CJK = ['不要用', '不要', '别用', '别', '不用', '不是', '不能用', '不能', '禁止', '没有', '不存在', '勿用', '使わないで'];

/** "rm -rf again?!": exasperation at a repeated mistake. */
const AGAIN = ['again', 'yet again', 'otra vez', 'de nuevo', 'schon wieder', 'wieder', 'encore', 'de novo', 'outra vez', 'znowu', 'igen', 'weer', 'опять', 'снова', 'yine', '又', 'また', '또',
  'lại', 'nữa', 'πάλι', 'ξανά', 'iar', 'din nou', 'igjen', 'megint', 'már megint', 'újra', 'una altra vegada', 'altra vegada', 'un altre cop', 'phir se', 'fir se', 'dobara', 'пак', 'отново', 'पुन्हा', 'taas', 'uudestaan', 'opet', 'spet', 'նորից', 'እንደገና'];

/** "pull avec --rebase": before a flag, what to run with. */
const WITH = ['with', 'avec', 'mit', 'con', 'com', 'using', 'cu', 'με', 'với', 'med', 'amb'];

/** "that's" in the languages the reader knows, before what was written in another tool's syntax. */
const THAT_IS = ["that's", 'thats', 'that is', "it's", 'its', "c'est", 'das ist', 'eso es', 'isso é', 'to jest'];

/** "without --squash", "sin --rebase": the mistake was leaving it out, so it is what to use. */
const WITHOUT = ['without', 'sin', 'ohne', 'sans', 'sem', 'senza', 'bez', 'utan', 'zonder', 'без', 'olmadan', 'fără', 'fara', 'χωρίς', 'uden', 'uten'];

/** After what to avoid: "xargs -r dosnt exist", "timeout isn't a thing", "sed -i ne marche pas", "date 不支持". */
const AVOID_AFTER = [
  "doesn't exist", 'doesnt exist', 'dosnt exist', 'dosent exist', "does't exist", 'does not exist', "don't exist", 'dont exist',
  "doesn't work", 'doesnt work', 'does not work', "don't work", 'dont work', 'do not work', "won't work", 'wont work', "doesn't do", 'doesnt do', "doesn't support",
  "isn't a thing", 'isnt a thing', "isn't installed", 'isnt installed', 'is not installed', "isn't available", 'is not available',
  "isn't there", 'is not a thing', "isn't supported", 'is not supported', "ain't", "isn't", 'isnt', 'is not', 'is deprecated',
  'is gone', 'are gone', "'re gone", 'is broken', 'is banned', 'is forbidden', 'is not allowed', "isn't allowed", 'is obsolete', 'is dead',
  'is the old', 'was removed', 'has been removed', 'never returns', 'hangs', 'breaks', 'is wrong', 'are wrong', 'is not found',
  'is only on', 'only works on', 'only exists on', 'is mac-only', 'is linux-only', 'is too old', 'are too old',
  'no existe', 'no funciona', 'no está instalado', 'no esta instalado', 'está obsoleto', 'esta prohibido', 'está prohibido',
  'gibt es nicht', 'existiert nicht', 'funktioniert nicht', 'geht nicht', 'ist nicht installiert', 'ist veraltet', 'ist verboten',
  "n'existe pas", 'ne marche pas', 'ne fonctionne pas', "n'est pas installé", 'est obsolète', 'est interdit',
  'não existe', 'nao existe', 'não funciona', 'não está instalado', 'está obsoleto', 'é proibido',
  'non esiste', 'non funziona', 'è deprecato', 'è vietato',
  "'s gone", 'is a no-go', 'is a no go', 'is a gnu thing', 'is a gnu coreutils thing', 'is a linux thing', 'is gnu-only', 'is gnu only',
  'is gnu', 'is gnu coreutils', 'is a gnu tool', 'já era', 'ya fue', 'ist weg', 'est mort',
  'ya no está', 'ya no esta', 'ya no existe', "n'est plus", "n'existe plus", 'não está mais', 'nao esta mais', 'não existe mais', 'ist nicht mehr', 'gibt es nicht mehr',
  'is linux only', 'is dangerous', 'is a bad idea', 'throws away', 'throws my work away', 'is not a thing here',
  // Persian puts the verb last: "dvc gc -c رو هیچ‌وقت اجرا نکن", "data/ رو با git add نزن", "-c anaconda هم نه".
  'نکن', 'نزن', 'نکنید', 'نزنید', 'هم نه', 'اجرا نکن', 'استفاده نکن', 'هیچ‌وقت اجرا نکن',
  // What it destroys: "git clean -fdx deletes the keystore", "migrate:fresh borra todo", "docker system prune löscht …".
  'deletes', 'wipes', 'nukes', 'erases', 'destroys', 'overwrites', 'borra', 'löscht', 'supprime', 'efface', 'écrase', 'apaga', 'sobrescreve', 'cancella',
  'no longer exists', 'no longer exist', "doesn't exist anymore", 'is no longer installed', 'is no longer available', 'is no longer used', 'is off the table', 'is off limits', 'is off-limits', 'is not ok',
  'does nothing', 'do nothing', 'has no effect', 'is ignored', 'are ignored',
  'finns inte', 'funkar inte', 'fungerar inte', 'bestaat niet', 'werkt niet', 'nie istnieje', 'nie działa', 'не существует', 'не работает',
  'нет', 'yok', 'çalışmıyor', 'kullanma', 'kullanmayın', 'mevcut değil',
  // Slovak, Lithuanian, Latvian, Swahili, Tamil: "psql hamna kwenye mac", "main haipo", "--local-only வேண்டாம்".
  'neexistuje', 'nefunguje', 'neegzistuoja', 'neveikia', 'neeksistē', 'nestrādā', 'hamna', 'haipo', 'haifanyi kazi', 'வேண்டாம்', 'இல்லை',
  'không tồn tại', 'không chạy', 'không hoạt động', 'không dùng được', 'bị cấm',
  'δεν υπάρχει', 'δεν δουλεύει', 'δεν λειτουργεί', 'απαγορεύεται',
  'nu există', 'nu exista', 'nu merge', 'nu funcționează', 'nu functioneaza', 'e interzis', 'este interzis',
  'findes ikke', 'finnes ikke', 'virker ikke', 'fungerer ikke', 'er forbudt',
  'nem létezik', 'nem működik', 'tilos',
  'està prohibit',
  // Turkish puts the verb (and "never") last: "bq rm -r -f asla", "readonly olmadan çalıştırma"; Bulgarian.
  'asla', 'çalıştırma', 'çalıştırmayın', 'yapma', 'не съществува', 'не работи',
  // Hindi and Urdu, Bengali, Nepali, Malayalam, Georgian, Estonian, Icelandic, Tagalog put the verb last:
  // "production pe dep mat chalana", "lando destroy مت چلاؤ", "host e mysql nai", "git clean -fdx नचलाऊ", "conda ხელით არა".
  'mat chalana', 'mat chalao', 'mat karo', 'mat chalaiye', 'مت', 'مت چلاؤ', 'نہیں', 'nai', 'নেই', 'koro na', 'korbe na', 'চালাবে না',
  'नचलाऊ', 'नगर', 'होइन', 'nagara', 'nachalau', 'hoina', 'ഇല്ല', 'വേണ്ട', 'ചെയ്യരുത്', 'ഉപയോഗിക്കരുത്',
  'არ არსებობს', 'არა', 'არ გამოიყენო', 'ei tööta', 'ekki til', 'virkar ekki', 'hindi gumagana', 'wala',
  // Marathi, Amharic, Finnish, Serbian, Slovenian, Afrikaans, Welsh and Armenian: "zig test थेट नको", "bash የለም", "sed -i ei toimi".
  'नको', 'नाही', 'वापरू नको', 'चालवू नको', 'नको रे', 'የለም', 'አትጠቀም', 'ei toimi', 'ei ole', 'ne radi', 'ne postoji', 'ne dela', 'ne obstaja',
  'werk nie', 'bestaan nie', 'ddim yn gweithio', 'չկա', 'չի աշխատում',
  // Kyrgyz, Kazakh, Uzbek, Mongolian, Azerbaijani, Telugu, Sinhala (in Latin letters): the verb last,
  // "host_key_checking = False кошпо", "push -f qilma", "--ignore-conflicts danna epa", "laptop నుంచి deploy వద్దు".
  'колдонбо', 'кошпо', 'иштетпе', 'жасама', 'қолданба', 'qilma', 'ishlatma', 'битгий ажиллуул', 'хэрэггүй', 'istifadə etmə', 'yoxdur',
  'వద్దు', 'చెయ్యొద్దు', 'epa', 'danna epa',
];
const AVOID_AFTER_CJK = [
  // Burmese, written without spaces: "ignore_errorsမထည့်ပါနဲ့" (don't put), "grepမှာ-Pမရှိဘူး" (has no -P).
  'မထည့်ပါနဲ့', 'မသုံးပါနဲ့', 'မသုံးနဲ့', 'မလုပ်ပါနဲ့', 'မrunပါနဲ့', 'မရှိဘူး',
  '不存在', '没有', '不支持', '不行', '用不了', '已废弃', '不能用', '被禁止', '不可用', 'がない', 'はない', 'ない', 'は使えない', 'は存在しない', 'ダメ',
  'しないで', '使わない', '使うな', 'は禁止', 'はやめて', 'やめて', '없어', '없음', '없습니다', '없어요', '안 돼', '안돼', '쓰지 마', '쓰지마', '하지 마', '하지마', '금지', '하지 말고', '하지 마세요', '안 돼요', '안돼요', '마세요'];

/** "the old compose syntax", "la sintaxis vieja de". */
const OLD = ['old', 'older', 'legacy', 'deprecated', 'outdated', 'obsolete', 'veraltete', 'veralteten', 'alte', 'alten', 'viejo', 'vieja', 'antiguo', 'antigua', 'ancien', 'ancienne', 'antigo', 'antiga',
  'stary', 'stara', 'stare', 'gamla', 'oude', 'старый', 'старая', 'eski'];

/** Between what to prefer and what to avoid: "bun, not npm", "tofu não terraform", "X statt Y". */
// Not "ni": "n'a ni -c ni --format" is neither one nor the other, not "-c, not --format".
const NOT = ['not', 'no', 'never', 'nicht', 'kein', 'keine', 'pas', 'não', 'nao', 'nunca', 'jamais', 'non', 'rather than', 'nie', 'inte', 'niet', 'не',
  'nu', 'όχι', 'không phải', 'ikke', 'nem'];
const INSTEAD_OF = ['namiesto', 'vietoj', 'tā vietā', 'badala ya', 'instead of', 'rather than', 'in place of', 'over', 'en vez de', 'en lugar de', 'statt', 'anstatt', 'anstelle von', 'au lieu de', 'plutôt que', 'em vez de', 'ao invés de', 'no lugar de', 'invece di', 'al posto di',
  'zamiast', 'istället för', 'i stället för', 'in plaats van', 'вместо', 'замість', 'místo', 'alih-alih', 'bukannya', 'بدل', 'بدلاً من',
  'thay vì', 'αντί για', 'αντί', 'în loc de', 'in loc de', 'i stedet for', 'en lloc de', 'en comptes de'];
const INSTEAD_OF_CJK = ['而不是', '代替', '替代', '取代'];
/** Between what to avoid and what to use, in that order: "uv pip install ではなく uv add", "npm 말고 pnpm", "npm yerine pnpm". */
const AVOID_THEN_PREFER = ['ではなく', 'ではなくて', 'じゃなくて', 'じゃなく', '말고', '대신에', '대신', 'yerine', 'helyett', 'ki jagah', 'ke bajaye', 'ke bajay'];

/** Before what to prefer. Imperatives are weak (a request); norms are a standing rule. */
const IMPERATIVE = [
  'use', 'using', 'run', 'call', 'try', 'switch to', 'prefer', 'go with', 'stick to', 'stick with', 'pass',
  'usa', 'usar', 'utiliza', 'ejecuta', 'pasa', 'nutze', 'benutze', 'verwende', 'nimm',
  'utilise', 'utilisez', 'prends', 'passe', 'utilize', 'utilizza', 'usare', 'lancia',
  'użyj', 'używaj', 'uruchom', 'använd', 'kör', 'gebruik', 'используй', 'запускай',
  'використовуй', 'použij', 'používej', 'spusť', 'pakai', 'gunakan', 'jalankan', 'استخدم', 'شغل',
  'použi', 'spusti', 'naudok', 'paleisk', 'lieto', 'izmanto', 'palaid', 'tumia', 'endesha',
  'dùng', 'hãy dùng', 'sử dụng', 'chạy', 'χρησιμοποίησε', 'τρέξε', 'folosește', 'foloseste', 'rulează', 'ruleaza',
  'brug', 'bruk', 'kjør', 'használd', 'használj', 'futtasd', 'fes servir', 'utilitza', 'executa',
  // Hebrew: "תריץ sdk env קודם".
  'תריץ', 'הרץ', 'תשתמש ב', 'תשתמש',
  // Finnish, Serbian and Croatian, Slovenian, Welsh, Armenian, Hausa.
  'käytä', 'koristi', 'pokreni', 'uporabi', 'uporabljaj', 'zaženi', 'defnyddia', 'defnyddiwch', 'rheda', 'օգտագործիր', 'օգտագործեք', 'yi amfani da',
  // Albanian, Azerbaijani, Zulu.
  'përdor', 'istifadə et', 'sebenzisa',
];
const NORM = [
  "it's", 'its', 'it is', "that's", 'thats', "we're on", 'were on', 'we are on', "we're using", 'we use', 'we run',
  'always', 'always use', 'always pass', 'always run', 'siempre', 'immer', 'toujours', 'sempre',
  'needs', 'need', 'requires', 'require', 'wants', 'expects', 'necesita', 'braucht', 'benötigt', 'a besoin de', 'precisa de', 'precisa',
  'this repo uses', 'the repo uses', 'the project uses', 'this project uses', 'here we use', 'uses', 'is called',
  'are called', "'s called", 'called', 'the script is', 'the target is', 'the command is', 'should be', 'must be', 'lives in', 'is in',
  'usamos', 'aquí usamos', 'aqui usamos', 'se usa', 'wir nutzen', 'wir verwenden', 'wir benutzen', 'bei uns', 'on utilise',
  'nous utilisons', "c'est", 'usamos', 'aqui usamos', 'a gente usa',
  // Obligations and "we're on X" in each language: "you have to add --platform …", "wir sind hier auf pnpm".
  'have to', 'has to', 'must', 'got to', 'gotta', 'make sure to', 'make sure you', "we're a", 'we are a', "we're an", 'we are an',
  'estamos en', 'estamos con', 'hay que', 'tienes que', 'wir sind auf', 'wir sind hier auf', 'hier nehmen wir', 'muss', 'musst',
  'on est sur', 'il faut', 'estamos no', 'estamos na', 'tem que', 'precisa usar',
  'usiamo', 'qui usiamo', 'siamo su', 'bisogna', 'ci vuole', 'devi',
  // How something is run here: "the api runs via `make api`", "tests go through nextest".
  'via', 'runs via', 'run via', 'go through', 'goes through', 'runs through', 'run through', 'läuft über', 'passa por', 'passe par', 'pasa por',
  'passa per', 'tramite', 'через', 'przez', 'lewat', 'melalui', 'genom', 'går via',
  'używamy', 'u nas', 'vi använder', 'vi kör', 'hos oss', 'we gebruiken', 'wij gebruiken', 'bij ons', 'мы используем', 'у нас', 'мы на',
  'måste', 'moet', 'moeten', 'musi', 'muszą', 'trzeba', 'нужно', 'надо', 'должен', 'должны',
  'luôn', 'luôn luôn', 'chúng ta dùng', 'bọn mình dùng', 'phải', 'cần', 'πάντα', 'χρησιμοποιούμε', 'πρέπει', 'mereu', 'întotdeauna', 'intotdeauna',
  'folosim', 'trebuie', 'altid', 'vi bruger', 'vi bruker', 'mindig', 'használjuk', 'kell', 'fem servir', 'hamesha',
];
const PREFER_BEFORE_CJK = ['我们用', '应该用', '一律用', '请用', '改用', '换成', '使用', '用', '要加', '加上', '需要加', '得加', '要用', '记得加', '要跑', '得跑', '要执行'];
/** After what to use, in Japanese: "realpath を使って". */
const PREFER_AFTER_CJK = [
  // Burmese: "make converge ROLE=nginxကိုပဲသုံးပါ" (use only that), "ggrepနဲ့ပြန်runပါ" (run again with ggrep).
  'ကိုပဲသုံးပါ', 'ကိုသုံးပါ', 'သုံးပါ', 'နဲ့ပြန်runပါ', 'နဲ့runပါ',
  'を使って', 'を使う', 'を使ってください', 'にして', 'でお願い', '써', '써줘', '쓰세요', '써주세요', '사용해', '사용하세요', '사용해주세요',
  '해 주세요', '해주세요', '먼저', 'を先に', '先に'];
/** After what to prefer: "bun plz", "pnpm exec tsc please", "uv only". */
const PREFER_AFTER = ['please', 'por favor', 'bitte', "s'il te plaît", 'svp', 'stp', 'por favor'];
/** After what to use, said as a standing rule: "bun plz", "uv only", "pnpm instead". */
const PREFER_AFTER_NORM = ['plz', 'pls', 'pleez', 'only', 'instead', 'solo', 'nur', 'seulement', 'só', 'apenas', 'kullan', 'kullanın', 'kullanıyoruz',
  'thôi', 'μόνο', 'doar', 'kun', 'csak',
  // Persian imperatives after what to run or use: "با sbatch بفرستش", "mamba run اجرا کن".
  'اجرا کن', 'استفاده کن', 'بفرست', 'بذار',
  // Dutch "-C erbij": add it.
  'erbij',
  // Hindi and Urdu, Bengali, Nepali, Tagalog, Icelandic, Georgian imperatives after what to run or use:
  // "uv run python sidecar/geocode.py karo", "lando rebuild -y lagbe", "py -3 ang gamitin".
  'karo', 'use karo', 'chalao', 'chalaiye', 'kijiye', 'koro', 'lagbe', 'gara', 'chalau', 'gamitin', 'ang gamitin', 'notaðu', 'გამოიყენე',
  // Marathi, Amharic, Yoruba, Hausa: "zig build test वापर", "pkg install ተጠቀም".
  'वापर', 'वापरा', 'ተጠቀም', 'ni a ń lò', 'muke amfani da shi',
  // Kyrgyz, Kazakh, Uzbek, Mongolian, Azerbaijani, Telugu, Sinhala: "gtimeout колдон", "omigrate up арқылы қолдан", "rg ishlat".
  'колдон', 'менен иштет', 'қолдан', 'ishlat', 'ашигла', 'istifadə et', 'వాడండి', 'వాడు', 'use karanna'];
/** After what must always be done: "--context kind-local every time". */
const ALWAYS_AFTER = ['always', 'every time', 'every single time', 'each time', 'every call', 'every command', 'everywhere', 'siempre', 'immer', 'toujours', 'sempre', 'à chaque fois', 'jedes mal', 'zawsze', 'alltid', 'altijd', 'всегда', 'her zaman',
  'luôn luôn', 'πάντα', 'mereu', 'întotdeauna', 'altid', 'mindig', 'hamesha', 'नेहमी', 'aina', 'uvek', 'uvijek', 'vedno', 'altyd', 'bob amser', 'միշտ',
  'gjithmonë', 'həmişə', 'дайыма', 'үргэлж', 'әрқашан', 'doim', 'njalo', 'beti', 'ఎప్పుడూ'];

/** "remember --context", "husk --context", "n'oublie pas --rebase": what to do every time (the "not" in "don't forget" is no avoid). */
const REMEMBER = [
  'remember', 'remember to', "don't forget", 'dont forget', 'do not forget', 'never forget',
  'recuerda', 'acuérdate de', 'acuerdate de', 'no olvides', 'no te olvides de', 'denk dran', 'denk daran', 'vergiss nicht', 'nicht vergessen',
  "n'oublie pas", 'noublie pas', "n'oubliez pas", 'rappelle-toi', 'lembra de', 'lembre-se de', 'não esquece', 'nao esquece', 'não esqueça', 'nao esqueca',
  'ricorda', 'ricordati di', 'non dimenticare', 'husk', 'husk at', 'kom ihåg', 'glöm inte', 'vergeet niet', 'pamiętaj', 'pamiętaj o', 'nie zapomnij',
  'ține minte', 'nu uita', 'ne felejtsd', 'θυμήσου', 'μην ξεχνάς', 'nhớ', 'nezapomeň', 'pamatuj', 'recorda', 'no oblidis', 'unutma',
  'не забудь', 'не забывай', 'помни', 'jangan lupa',
];
const REMEMBER_CJK = ['记得', '别忘了', '不要忘记', '忘れずに', '忘れないで', '잊지 마', '잊지마'];

/** "like always", "como siempre": what follows is done every time. */
const LIKE_ALWAYS = ['like always', 'as always', 'as usual', 'como siempre', 'wie immer', 'comme toujours', 'como sempre', 'come sempre', '照常', '一如既往'];

/** Reports of the agent's own mistake: "Used npm ci;", "Ran black", "Tried git push -f". */
const SELF_REPORT = [
  'used', 'ran', 'tried', 'called', 'invoked', 'executed', 'typed', 'committed with', 'pushed with', 'installed with', 'with',
  // How an agent reports its own mistake: "Planned a terraform destroy", "Started uvicorn by hand", "Printed .env".
  'planned', 'started', 'printed', 'was about to run', 'about to run', 'ran a', 'opened', 'deleted', 'dropped', 'edited',
  // …or what it put forward or nearly did: "Proposed kubectl delete pod in prod", "Suggested git commit --no-verify".
  'proposed', 'suggested', 'attempted', 'was going to run', 'wanted to run', 'almost ran', 'nearly ran', 'overrode', 'bypassed',
];

/** Openers that reject what the agent just did: "no, …", "nope", "nein", "不对". */
const OPENER = /^(?:no+|nope|nah|nay|wrong|whoa|woah|stop|wait|hold on|hang on|ugh|argh|again|otra vez|schon wieder|encore|de novo|hmm+,? no|nein|nee|nej|neen|nie|нет|hayır|stopp|halt|falsch|non|não|nao|errado|incorrect|faux|mal|nada|không|sai rồi|όχι|λάθος|greșit|gresit|nei|forkert|feil|nem|rossz|nahi|nahin|galat|不对|不是|错了|不行|别|아니|違う|ちがう)(?:\s*[,.!:;—–-]+|\s+(?=[^\s])|$)/i;

/** English openings the agent is corrected with, beside the cue words above (kept from the first version). */
const OPENING_CUES: Array<{ cue: string; pattern: RegExp }> = [
  { cue: 'instead-of', pattern: /\buse\s+[^.!?\n]{1,80}?\s+instead\s+of\s+\S/i },
  { cue: 'instead-of', pattern: /\binstead\s+of\s+[^.!?\n]{1,80}?,?\s+(?:use|run|call|try)\s+\S/i },
  { cue: 'instead', pattern: /\b(?:use|run|call|try)\s+[^.!?\n]{1,60}?\s+instead\b/i },
  { cue: 'not-but', pattern: /\buse\s+[^\s.!?,]{1,40},\s*not\s+\S/i },
  { cue: 'dont', pattern: /^(?:please\s+)?(?:don'?t|do not|never|stop)\s+(?!(?:you|we|they|i|mind|worry|forget|know|think)\b)[a-z]/i },
  { cue: 'actually', pattern: /^actually\s*[,:—–-]?\s+\S/i },
  { cue: 'remember', pattern: /^(?:please\s+)?remember\s*(?::|,|\bthat\b|\bto\b)\s*\S/i },
  { cue: 'forgot', pattern: /^(?:you|u|ya)\s+(?:forgot|missed|left out)\s+\S/i },
  // "t'as oublié le gettext.extract", "olvidaste el --frozen", "você esqueceu o --no-cache", "du hast --sandbox vergessen".
  { cue: 'forgot', pattern: /^(?:t'as|tu as|vous avez)\s+oubli[ée]\s+\S|^(?:te\s+)?olvidaste\s+\S|^se te olvid[óo]\s+\S|^(?:voc[êe]\s+)?esqueceu\s+\S|^esqueceste\s+\S|^du hast\s+(?:\S+\s+){1,4}vergessen/i },
  { cue: 'wrong', pattern: /^(?:that'?s|that is|this is|it'?s|it is|you'?re|you are)\s+(?:wrong|incorrect|not right|not correct|not what i)/i },
  { cue: 'wrong', pattern: /^wrong\s*[,.!:—–-]/i },
  { cue: 'always', pattern: /^(?:please\s+)?always\s+[a-z]/i },
  { cue: 'we-use', pattern: /^(?:in this (?:project|repo),?\s+)?we\s+(?:use|don'?t use|never use|always use)\s+\S/i },
  { cue: 'never', pattern: /^(?:nunca|jamás|jamais|niemals|nie|nunca mais|永远不要|绝对不要|不要|别)\s*\S/i },
  { cue: 'always', pattern: /^(?:siempre|immer|toujours|sempre|一定要|总是|务必)\s*\S/i },
];

/** A question to the agent is a request, in any of the languages. */
const QUESTION = /^(?:what|why|how|when|where|which|who|can|could|would|will|is|are|does|did|should|shall|do you|qué|que|por qué|cómo|puedes|podrías|was|warum|wie|kannst|könntest|pourquoi|comment|peux|pourrais|est-ce|o que|por que|como|podes|pode|为什么|怎么|能不能|可以|是否)\b[^\n]*\?\s*$/i;

/** "dates should be ISO 8601": a standing rule without a tool; kept as a low-weight candidate at most. */
const CANDIDATE = /\b(?:should|must|needs? to|have to|has to|debe|deben|sollte|sollen|muss|müssen|doit|doivent|deve|devem)\b|应该|必须/i;

/** A part of each polite opener, lower-case: POLITE runs only on a text that holds one. */
const POLITE_PARTS = ['prob', 'thank', 'worr', 'rush', 'need', 'idea', 'biggie', 'all good', 'that', 'mind', 'nada', '没关系', '不用谢', '不客气'];

function mayBePolite(text: string): boolean {
  const lower = text.toLowerCase();
  return POLITE_PARTS.some((part) => lower.includes(part));
}

/** Polite openers that reject nothing: "no problem", "no, thanks", "never mind". */
const POLITE = /^(?:no+\s*[,.!]*\s*(?:problem|prob|thanks?|thank you|worries|worry|rush|need|idea|biggie)\b|nope\s*,?\s*(?:all good|that'?s fine)|never ?mind|nevermind|no pasa nada|de nada|kein problem|pas de probl[eè]me|sem problema|没关系|不用谢|不客气)/i;

/** Words (and pairs of words, as written) that name a platform, checked in this order. */
const PLATFORMS: Array<{ platform: NonNullable<CorrectionReading['platform']>; words: ReadonlySet<string> }> = [
  { platform: 'linux', words: new Set(['linux', 'ubuntu', 'debian', 'alpine', 'fedora', 'centos', 'gnu', 'wsl']) },
  { platform: 'macos', words: new Set(['mac', 'macs', 'macos', 'mac os', 'osx', 'os x', 'darwin', 'bsd', 'm1', 'm2', 'm3', 'apple silicon', 'macbook']) },
  { platform: 'windows', words: new Set(['windows', 'powershell', 'cmd.exe', 'win32']) },
];

/** Every word of PLATFORMS: a text that holds none of them as a part names no platform by its words. */
const PLATFORM_WORDS = PLATFORMS.flatMap(({ words }) => [...words]);

/** The platform the text names: a whole word of one (`\bmacos\b`), "mac上", "macの" or "苹果". */
function platformOf(text: string): CorrectionReading['platform'] {
  const lower = text.toLowerCase();
  // Most texts name none: their words and pairs of words are not gathered.
  if (!lower.includes('苹果') && !PLATFORM_WORDS.some((word) => lower.includes(word))) return undefined;
  const named = new Set<string>();
  let previous: { word: string; end: number } | undefined;
  let start = -1;
  for (let i = 0; i <= lower.length; i += 1) {
    if (i < lower.length && isWordChar(lower.charCodeAt(i))) {
      if (start === -1) start = i;
      continue;
    }
    if (start === -1) continue;
    const word = lower.slice(start, i);
    named.add(word);
    // "os x", "apple silicon", "cmd.exe": two words one character apart.
    if (previous && start - previous.end === 1) named.add(`${previous.word}${lower[previous.end]}${word}`);
    previous = { word, end: i };
    start = -1;
  }
  const macInCjk = lower.includes('苹果') || ((lower.includes('上') || lower.includes('の')) && /mac\s*[上の]/.test(lower));
  for (const { platform, words } of PLATFORMS) {
    if (platform === 'macos' && macInCjk) return platform;
    for (const word of named) if (words.has(word) && word !== 'gnu') return platform;
  }
  // GNU names a flavour of the tools, not a place: "GNU-style sed -i fails on macOS" is about macOS.
  return named.has('gnu') ? 'linux' : undefined;
}

/** Words that never start a term read from "X, not Y". */
const PLAIN_STOP = new Set([
  'a', 'an', 'the', 'it', 'is', 'this', 'that', 'do', 'does', 'did', 'i', 'you', 'we', 'they', 'he', 'she', 'me', 'us', 'and', 'or',
  'but', 'so', 'if', 'then', 'yes', 'no', 'not', 'ok', 'okay', 'please', 'right', 'wrong', 'here', 'there', 'now', 'just', 'really',
  'sure', 'all', 'any', 'some', 'one', 'more', 'less', 'too', 'also', 'very', 'good', 'bad', 'fine', 'working', 'work', 'what', 'why',
  'how', 'when', 'where', 'know', 'think', 'want', 'need', 'like', 'sorry', 'thanks', 'thank', 'was', 'were', 'be', 'been', 'am', 'are',
  'anymore', 'again', 'yet', 'sure', 'after', 'before', 'during', 'while', 'unless', 'until', 'because', 'since', 'first',
  'then', 'instead', 'plz', 'pls', 'every', 'each', 'everywhere', 'fyi', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'by', 'from', 'as', 'es', 'ist', 'est', 'é', 'que', 'das',
  'le', 'la', 'el', 'der', 'die', 'o', 'os', 'as', 'los', 'les', 'ici', 'aquí', 'aqui', 'hier', 'acá', 'là', 'da', 'dort', 'där', 'här', 'daar', 'tam', 'tutaj',
  'even', 'ever', 'always', 'never', 'only', 'locally', 'anything', 'everything', 'nothing', 'something', 'ask',
  // Articles and prepositions after a Romance or German "not" ("pas de -DskipTests", "no con sudo").
  'de', 'du', 'des', 'un', 'une', 'en', 'et', 'con', 'com', 'um', 'uma', 'una', 'ein', 'eine', 'mit', 'und',
  // "docker build without --platform": what was left out, not a subcommand.
  ...WITHOUT,
  // Hindi and Urdu, Bengali, Nepali, Tagalog "don't" and "no" after a flag ("npm audit fix --force mat karo"): not its value.
  'mat', 'nahi', 'nahin', 'nai', 'na', 'hoina', 'nagara', 'wag', 'huwag',
  // "--dry-run pehle": first, before it, not its value.
  'pehle', 'pahle', 'pahile', 'muna', 'fyrst', 'enne',
]);

/** Names written in camel case that are not code. */
const PROPER_NOUNS = new Set(['macos', 'ios', 'ipados', 'github', 'gitlab', 'javascript', 'typescript', 'postgresql', 'mysql', 'nodejs', 'iphone', 'ipad', 'youtube', 'linkedin', 'openai', 'chatgpt', 'devops', 'graphql', 'mongodb', 'pypi', 'npmjs', 'macbook']);

/** Git's subcommands, named without `git` ("instead of checkout -b", "never amend"). */
const GIT_SUBS = new Set(['checkout', 'switch', 'rebase', 'stash', 'commit', 'push', 'pull', 'merge', 'reset', 'cherry-pick', 'restore', 'clean', 'revert']);

/** Phrases that name a command in words; each regex runs only on a text that holds its word. */
const PHRASES: Array<{ word: string; regex: RegExp; text: string }> = [
  { word: 'force', regex: /\bforce[- ]?push(?:es|ed|ing)?\b|\bforce[- ]pushing\b/gi, text: 'git push --force' },
  { word: 'amend', regex: /\bamend(?:s|ed|ing)?\b/gi, text: 'git commit --amend' },
  { word: 'force', regex: /\bforce[- ]?add(?:s|ed|ing)?\b/gi, text: 'git add --force' },
  { word: 'no-verify', regex: /(?<![-\w])no-verify\b/gi, text: '--no-verify' },
];

// ---------------------------------------------------------------------------------------------

interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  /** Written between backticks. */
  code: boolean;
}

interface Span extends Mention {
  start: number;
  end: number;
}

const TOKEN = /`([^`\n]{1,200})`|''|""|<[\w.:-]{1,40}>|[A-Za-z0-9\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u1E00-\u1EFF_.\/:@%+=~*#-][A-Za-z0-9\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u1E00-\u1EFF_.\/:@%+=~*#'-]*/g;
/** Chinese, Japanese and Korean characters (and their punctuation): words of their own, never glued to a tool's name. */
const CJK = /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/g;
const FLAG = /^--?[A-Za-z0-9][\w-]*(?:\.[\w-]+)*(?:=\S+)?$/;
/** Versions ("the v1 binary") and abbreviations ("e.g.") look like code but are prose. */
const NOT_CODE = /^(?:v\d+(?:\.\d+)*|e\.g|i\.e|z\.b|p\.ex|cf)$/;
const CODE_LIKE = /[:/_@=]|\.[a-z]|^\.|[a-z]\d|\d[a-z]|^\d+(?:\.\d+)+$|^[a-z]+[A-Z]/;

const NO_PROGRAMS: ReadonlySet<string> = new Set();
let rememberedFor: ReadonlySet<string> = NO_PROGRAMS;
let rememberedGeneration = 0;
let readings = new Map<string, CorrectionReading>();

/** Words only Portuguese writes: in a text that has one, "no" and "na" are "in the", not "no". */
const PORTUGUESE = ['não', 'nao', 'você', 'voce', 'senão', 'também', 'então', 'isso', 'ninguém', 'nenhum', 'nenhuma', 'roda', 'rodar', 'coloca', 'precisa'];

/** `text` holds `word` with no letter on either side. */
function holdsWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = at === 0 ? 32 : text.charCodeAt(at - 1);
    const after = at + word.length >= text.length ? 32 : text.charCodeAt(at + word.length);
    if (!isLetterish(before) && !isLetterish(after)) return true;
  }
  return false;
}

/**
 * "roda no pwsh 7", "nada de pip install solto no env": in Portuguese "no"/"na" before a word say
 * where (in the), so they are written "em" (the same length: positions do not move) before reading.
 * (Plain loops: a hook reads one prompt per process, and a Unicode regex costs more to compile
 * than this costs to run.)
 */
function portuguesePrepositions(text: string): string {
  const lower = text.toLowerCase();
  if (!PORTUGUESE.some((word) => holdsWord(lower, word))) return text;
  let out = '';
  let from = 0;
  for (let at = lower.indexOf('n'); at !== -1 && at + 2 < lower.length; at = lower.indexOf('n', at + 1)) {
    const vowel = lower[at + 1];
    if ((vowel !== 'o' && vowel !== 'a') || (at > 0 && isLetterish(lower.charCodeAt(at - 1)))) continue;
    let next = at + 2;
    if (!isSpace(lower.charCodeAt(next))) continue;
    while (next < lower.length && isSpace(lower.charCodeAt(next))) next += 1;
    const code = lower.charCodeAt(next);
    if (!(isLetterish(code) || isDigit(code) || code === 96 || code === 46 || code === 47 || code === 36 || code === 45)) continue;
    out += `${text.slice(from, at)}em`;
    from = at + 2;
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * The text with a program's name typed with two letters swapped written as the name ("pnmp not
 * npm"): each run of letters, digits and hyphens, four long or more, that starts with a letter, has
 * no `_`, and is no part of a path or a name (no `.`, `/` or `-` before it, no `/` after it).
 */
function unswapped(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length;) {
    const code = text.charCodeAt(i);
    const before = i === 0 ? 32 : text.charCodeAt(i - 1);
    if (!isAsciiLetter(code) || isWordChar(before) || before === 46 || before === 47 || before === 45) {
      i += 1;
      continue;
    }
    let end = i + 1;
    while (end < text.length && (isWordChar(text.charCodeAt(end)) || text.charCodeAt(end) === 45)) end += 1;
    const after = end >= text.length ? 32 : text.charCodeAt(end);
    const word = text.slice(i, end);
    const program = word.length >= 4 && after !== 47 && !word.includes('_') ? misspeltProgram(word.toLowerCase()) : undefined;
    if (program !== undefined) {
      out += `${text.slice(from, i)}${program}`;
      from = end;
    }
    i = end;
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * Reads a correction. `programs` are the programs seen failing (in the store, or the session):
 * they count as tools even when they are ordinary words elsewhere. Readings are remembered for
 * one set of programs at a time (a store repeats the same corrections).
 */
export function readCorrection(text: string, programs: ReadonlySet<string> = NO_PROGRAMS): CorrectionReading {
  if (programs !== rememberedFor || subcommandGeneration() !== rememberedGeneration || readings.size > 50_000) {
    rememberedFor = programs;
    rememberedGeneration = subcommandGeneration();
    readings = new Map();
  }
  let result = readings.get(text);
  if (result === undefined) {
    result = read(text, programs);
    readings.set(text, result);
  }
  return result;
}

function read(raw: string, programs: ReadonlySet<string>): CorrectionReading {
  const text = portuguesePrepositions(unswapped(collapseSpaces(plainCharacters(raw))));
  if (text === '') return { mentions: [], strength: 'none' };
  const spans = findMentions(text, programs);
  const skeleton = skeletonOf(text, spans);
  const cues = new Set<string>();
  // Without a mention there is no role to give; the openers and cue phrases still set the strength.
  const located = spans.length > 1 ? locatedPrograms(skeleton, spans, cues) : undefined;
  const labelled = spans.length > 0 ? labelledRoles(skeleton, spans, cues) : undefined;
  if (spans.length > 0) {
    assignRoles(text, skeleton, spans, cues);
    defaultRoles(skeleton, spans);
  }
  const attached = spans.length > 0 ? attachFlags(skeleton, spans) : spans;
  // Plain words inside "Wrong: … Right: …" are the explanation, not terms ("v1, not installed").
  const mentions = labelled || located ? attached.filter((span) => !labelled?.has(span) && !located?.has(span)) : attached;
  const platform = platformOf(text);
  const strength = strengthOf(text, skeleton, mentions, cues);
  return {
    mentions: mentions.map(({ start: _start, end: _end, ...mention }) => mention),
    strength: strength.level,
    ...(strength.cue ? { cue: strength.cue } : {}),
    ...(platform ? { platform } : {}),
  };
}

/**
 * Curly quotes and the modifier apostrophe made straight ("don’t" is "don't"), Arabic's vowel
 * marks and stretching dropped ("لا تشغّل" is the cue "لا تشغل"), and the two control characters
 * that mark mentions in the skeleton (see OPEN) dropped.
 */
function plainCharacters(text: string): string {
  // Most texts hold none of them: returned as they are, not rebuilt a character at a time.
  if (!hasCharacterToPlain(text)) return text;
  let out = '';
  for (const char of text) {
    if (char === '\u2018' || char === '\u2019' || char === '\u02bc') out += "'";
    else if (char === '\u201c' || char === '\u201d') out += '"';
    else if (char !== OPEN && char !== CLOSE && !isArabicMark(char.charCodeAt(0))) out += char;
  }
  return out;
}

/** Whether `text` holds a character plainCharacters changes or drops. */
function hasCharacterToPlain(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x2018 || code === 0x2019 || code === 0x02bc || code === 0x201c || code === 0x201d || code === 1 || code === 2 || isArabicMark(code)) return true;
  }
  return false;
}

/** Arabic's short vowels, shadda and sukun (U+064B–U+065F), the dagger alif (U+0670) and the tatweel (U+0640). */
function isArabicMark(code: number): boolean {
  return (code >= 0x064b && code <= 0x065f) || code === 0x0670 || code === 0x0640;
}

// ---------------------------------------------------------------------------------------------
// Finding what the text names

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  // Each CJK character is one UTF-16 unit, so blanking them keeps every position.
  for (const match of (hasCjk(text) ? text.replace(CJK, ' ') : text).matchAll(TOKEN)) {
    const code = match[1] !== undefined;
    let value = code ? match[1]! : match[0];
    // Trailing punctuation belongs to the sentence, not the token: "bun.lock)," "npm!!".
    if (!code) value = trimSentenceEnd(value);
    if (!code && isDashes(value)) continue;
    let start = match.index!;
    // Hebrew joins "the", "in", "to" to a Latin word with a hyphen ("ה-MR", "ב-OrderEventConsumer"): a word, not a flag.
    if (!code && value.startsWith('-') && start > 0 && isHebrewLetter(text.charCodeAt(start - 1))) {
      const word = value.replace(/^-+/, '');
      if (word === '') continue;
      start += value.length - word.length;
      value = word;
    }
    tokens.push({ text: value, lower: value.toLowerCase(), start, end: start + (code ? match[0].length : value.length), code });
  }
  return tokens;
}

/** A letter of the Hebrew alphabet (U+05D0–U+05EA). */
function isHebrewLetter(code: number): boolean {
  return code >= 0x05d0 && code <= 0x05ea;
}

/** Whether `text` holds a character of CJK (see CJK): then, and only then, the CJK regex runs. */
function hasCjk(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) >= 0x3000) return true;
  return false;
}

/** `value.replace(/[.:']+$/, '') || value`. */
function trimSentenceEnd(value: string): string {
  let end = value.length;
  while (end > 0 && (value[end - 1] === '.' || value[end - 1] === ':' || value[end - 1] === "'")) end -= 1;
  return end === 0 ? value : value.slice(0, end);
}

/** `/^-+$/`. */
function isDashes(value: string): boolean {
  if (value === '') return false;
  for (let i = 0; i < value.length; i += 1) if (value[i] !== '-') return false;
  return true;
}

function findMentions(text: string, programs: ReadonlySet<string>): Span[] {
  const spans: Span[] = [];
  const lower = text.toLowerCase();
  const tokens = tokensOf(text);
  const taken = new Set<number>();
  for (let i = 0; i < tokens.length; i += 1) {
    if (taken.has(i)) continue;
    const token = tokens[i]!;
    if (token.code) {
      const span = codeSpan(token, programs);
      if (span) spans.push(span);
      continue;
    }
    const pair = programPair(token, programs) ?? flagPair(token);
    if (pair) {
      spans.push(...pair);
      continue;
    }
    // "Called bare `rspec`, which is not on PATH": the pronoun, not the tool.
    if (token.lower === 'which' && !token.code) continue;
    // "run cargo from PowerShell, not Git Bash": Windows' Git Bash is a shell of its own, not git.
    if (token.lower === 'git' && /^bash(?:'s)?$/.test(tokens[i + 1]?.lower ?? '') && gapIsSpace(text, token, tokens[i + 1]!)) {
      const next = tokens[i + 1]!;
      taken.add(i + 1);
      spans.push({ program: 'git-bash', flags: [], args: [], text: text.slice(token.start, next.start + 4), role: 'neutral', code: false, verbatim: false, start: token.start, end: next.end });
      continue;
    }
    const program = programAt(tokens, i, lower, programs);
    if (program) {
      const { span, used } = commandFrom(tokens, i, text);
      for (let j = i; j < i + used; j += 1) taken.add(j);
      spans.push(span);
      continue;
    }
    if (GIT_SUBS.has(token.lower) && FLAG.test(tokens[i + 1]?.text ?? '') && gapIsSpace(text, token, tokens[i + 1]!)) {
      const { span, used } = commandFrom(tokens, i, text, 'git');
      for (let j = i; j < i + used; j += 1) taken.add(j);
      spans.push(span);
      continue;
    }
    if (FLAG.test(token.text) && token.text.length > 1) {
      const { span, used } = flagFrom(tokens, i, text);
      for (let j = i; j < i + used; j += 1) taken.add(j);
      spans.push(span);
      continue;
    }
    // A version said alone ("the v1 binary", "compose v2") is not a thing to run.
    if (CODE_LIKE.test(token.text) && token.text.length > 1 && !/^https?:/.test(token.lower) && !PROPER_NOUNS.has(token.lower) && !NOT_CODE.test(token.lower)) {
      spans.push({ flags: [], args: [token.lower], text: token.text, role: 'neutral', code: true, verbatim: true, start: token.start, end: token.end });
    }
  }
  for (const { word, regex, text: command } of PHRASES) {
    if (!lower.includes(word)) continue;
    for (const match of lower.matchAll(regex)) {
      const start = match.index!;
      const end = start + match[0].length;
      if (spans.some((span) => span.start < end && start < span.end)) continue;
      const span = spanOfCommand(command, text.slice(start, end), start, end, false);
      if (span) spans.push(span);
    }
  }
  spans.push(...plainContrastTerms(text, spans));
  subcommandsOfNamed(spans);
  shellSyntax(spans, text);
  return spans.sort((a, b) => a.start - b.start);
}

/** Shells whose way of writing people name ("that's bash syntax", "a sintaxe do PowerShell"). */
const SHELLS = new Set(['bash', 'sh', 'zsh', 'fish', 'posix', 'powershell', 'pwsh', 'cmd', 'ash', 'dash']);
const SYNTAX_AFTER = /^\s+(?:syntax|syntaxe|sintaxe|sintaxis|sintassi|składnia|sözdizimi|синтаксис)\b/i;
const SYNTAX_BEFORE = /(?:syntax|syntaxe|sintaxe|sintaxis|sintassi|składnia|синтаксис)\s+(?:de|do|da|von|di|в)\s+$/i;

/**
 * "that's bash syntax", "isso é sintaxe de bash": a shell's way of writing, not the shell as a
 * program ("bash: not found" on an Alpine runner is another lesson). Read as the words "bash syntax".
 */
function shellSyntax(spans: Span[], text: string): void {
  for (const span of spans) {
    if (span.program === undefined || !SHELLS.has(span.program) || span.sub !== undefined || span.flags.length > 0 || span.args.length > 0) continue;
    if (!SYNTAX_AFTER.test(text.slice(span.end, span.end + 16)) && !SYNTAX_BEFORE.test(text.slice(Math.max(0, span.start - 16), span.start))) continue;
    span.args = [`${span.program} syntax`];
    delete span.program;
    span.code = false;
    span.verbatim = false;
  }
}

/**
 * A word that is both a program and a subcommand of a program the text names ("NO composer update.
 * install only") is that subcommand: `composer install`, not the `install` tool.
 */
function subcommandsOfNamed(spans: Span[]): void {
  for (const span of spans) {
    if (span.program === undefined || span.sub !== undefined || span.flags.length > 0 || span.args.length > 0 || span.dir !== undefined || !AMBIGUOUS_PROGRAMS.has(span.program)) continue;
    const owner = spans.find((other) => other !== span && other.program !== undefined && other.program !== span.program && knownSubsOf(other.program)?.includes(span.program!));
    if (!owner) continue;
    span.sub = span.program;
    span.program = owner.program;
    span.text = `${owner.program} ${span.text}`;
    span.verbatim = false;
  }
}

function gapIsSpace(text: string, left: Token, right: Token): boolean {
  return isBlankBetween(text, left.end, right.start);
}

/** "uvicorn/fastapi", "npm/yarn": two programs named as alternatives, one mention each. */
function programPair(token: Token, programs: ReadonlySet<string>): Span[] | undefined {
  const slash = token.lower.indexOf('/');
  if (slash <= 0 || slash !== token.lower.lastIndexOf('/') || slash === token.lower.length - 1) return undefined;
  const parts = [token.lower.slice(0, slash), token.lower.slice(slash + 1)];
  if (!parts.every((part) => isProgramName(part) && (isKnownProgram(part) || programs.has(part)))) return undefined;
  const at = [token.start, token.start + slash + 1];
  return parts.map((part, index) => ({
    program: part, flags: [], args: [], text: token.text.slice(at[index]! - token.start, at[index]! - token.start + part.length),
    role: 'neutral' as const, code: true, verbatim: true, start: at[index]!, end: at[index]! + part.length,
  }));
}

/** "-d/-L": two flags named as one, a mention each. */
function flagPair(token: Token): Span[] | undefined {
  if (!token.text.startsWith('-') || !token.text.includes('/')) return undefined;
  const parts = token.text.split('/');
  if (parts.length > 4 || !parts.every((part) => FLAG.test(part))) return undefined;
  let at = token.start;
  return parts.map((part) => {
    const span: Span = { flags: [part], args: [], text: part, role: 'neutral', code: true, verbatim: true, start: at, end: at + part.length };
    at += part.length + 1;
    return span;
  });
}

/** Verbs that say what to run, right before a program no list knows: "use sysctl -n hw.ncpu". */
const RUN_VERB = /(?:^|[\s,;:(])(?:use|run|try|call|usa|utiliza|ejecuta|nutze|verwende|nimm|utilise|lance|rode|roda|usare|lancia|使用|用)\s+$/;

/** "usa sempre -destination", "nutze immer --frozen-lockfile": an adverb of a norm, not a program. */
const NORM_WORDS = new Set(NORM);

/** A word no list knows, told to be run with a flag right after it: a program ("use sysctl -n", not "use -n"). */
function unknownRunWithFlag(tokens: readonly Token[], i: number, lower: string): boolean {
  const token = tokens[i]!;
  const next = tokens[i + 1];
  if (next === undefined || next.start - token.end !== 1 || !/^-{1,2}[a-z]/i.test(next.text)) return false;
  if (!/^[a-z][a-z0-9_-]{1,30}$/.test(token.lower) || PLAIN_STOP.has(token.lower) || isCueWord(token.lower) || NORM_WORDS.has(token.lower)) return false;
  // "every kubectl call gets --context …": a call, a run, as a noun.
  return RUN_VERB.test(lower.slice(Math.max(0, token.start - 12), token.start)) && !RUN_NOUN.test(lower.slice(Math.max(0, token.start - 36), token.start));
}

/** "every kubectl call", "the last run", "each use": run, call, use as nouns before the word after them. */
const RUN_NOUN = /(?:^|\s)(?:every|each|the|a|an|this|that|any|one|last|next|first)\s+(?:[\w.-]+\s+)?(?:call|run|use|try)\s+$/;

/** A path that runs what it names, known or not: `./vendor/bin/sail`, `../tools/gen`, `node_modules/.bin/x`, `bin/dev`. */
const RUNNABLE_PATH = /^\.{1,2}\/|(?:^|\/)\.?bin\/[^/]+$/;

/** Is the token at `i` a program the text names as one (not "make the button blue")? */
function programAt(tokens: readonly Token[], i: number, lower: string, programs: ReadonlySet<string>): boolean {
  const token = tokens[i]!;
  const slash = token.lower.lastIndexOf('/');
  const base = slash >= 0 ? token.lower.slice(slash + 1) : token.lower;
  if (!isProgramName(base)) return false;
  const known = isKnownProgram(base) || programs.has(base);
  if (!known) return (slash >= 0 && RUNNABLE_PATH.test(token.lower)) || unknownRunWithFlag(tokens, i, lower);
  if (slash >= 0) return true;
  if (ownerOf(tokens, i, lower, programs)) return false;
  // "the old python one is long gone", "the brew one": a tool's name saying which one, not the tool.
  const following = tokens[i + 1];
  if (following && following.start - token.end === 1 && (following.lower === 'one' || following.lower === 'ones')) return false;
  if (!AMBIGUOUS_PROGRAMS.has(base)) return true;
  // An ordinary word as well: a tool only where the text treats it as one. Before another tool it is
  // prose ("just sed -i", "make npm happy").
  const next = tokens[i + 1];
  if (next && isKnownProgram(next.lower) && !AMBIGUOUS_PROGRAMS.has(next.lower)) return false;
  if (programs.has(base)) return true;
  if (next && FLAG.test(next.text) && next.start - token.end <= 12) return true;
  if (next && next.start - token.end === 1 && knownSubsOf(base)?.includes(next.lower)) return true;
  if (next && next.start - token.end === 1 && TARGET_PROGRAMS.has(base) && isSubcommandWord(base, next.lower, tokens[i + 2], lower, next)) return true;
  const { cueBefore, cueAfter } = toolContext(lower);
  if (base === 'compose' && /docker\s*$/.test(lower.slice(0, token.start))) return false;
  // "secret values never go to stdout", "tests go through make test": a verb before where it goes.
  // (Not "from black to ruff": a switch from one tool to another.)
  if (next && next.start - token.end === 1 && /^(?:to|into|through|via|straight|back|away|out|ahead|over|onto)$/.test(next.lower)
    && !/(?:^|\s)from\s+$/.test(lower.slice(Math.max(0, token.start - 6), token.start))) return false;
  // "real keys never go in .env": so before "in", unless it is run or used there ("we run go in docker").
  if (next && next.start - token.end === 1 && next.lower === 'in'
    && !/(?:^|\s)(?:run|runs|running|ran|use|uses|using|used|with|call|calls|start|install|installed)\s+$/.test(lower.slice(Math.max(0, token.start - 12), token.start))) return false;
  // "just use --profile …", "just run it", "git clean -fdx just deleted .venv": an adverb before a verb.
  if (next && next.start - token.end === 1 && /^(?:use|run|try|call|pass|add|do|keep|put|set|ran|broke|made|did|went|got|took|wiped|[a-z]{3,}ed)$/.test(next.lower)) return false;
  // "always open PRs as drafts": a cue, then the word as a verb with its object.
  // "queue:restart doesn't touch horizon's supervisors": after a negated verb too.
  const verbWithObject = next !== undefined && next.start - token.end === 1 && /^[a-z]+(?:'s)?$/.test(next.lower) && !isCueWord(next.lower) && !knownSubsOf(base)?.includes(next.lower)
    && /(?:^|\s)(?:always|never|don'?t|do not|doesn'?t|does not|didn'?t|won'?t|please|must|should|to)\s+$/.test(lower.slice(Math.max(0, token.start - 12), token.start));
  // "don't touch build/zephyr/.config", "never touch the lockfile": leave it alone, not `touch` it.
  if (base === 'touch' && /(?:^|\s)(?:never|don'?t|do not|doesn'?t|does not|not|no)\s+$/.test(lower.slice(Math.max(0, token.start - 12), token.start))) return false;
  if (!verbWithObject && cueBefore?.test(lower.slice(Math.max(0, token.start - 24), token.start))) return true;
  if (cueAfter?.test(lower.slice(token.end, token.end + 24))) return true;
  // A flag later in the same clause belongs to it ("date 没有 -d", "for helm … --kube-context").
  // (Not one written as code after it: that is another command's.)
  const clause = lower.slice(token.end).split(/[.;:!?,，。；：`]/)[0] ?? '';
  return /(?:^|\s)--?[a-z]/.test(clause.slice(0, 40)) || tokens.slice(Math.max(0, i - 4), i).some((t) => FLAG.test(t.text) && lower.slice(t.end, token.start).search(/[.;!?,，。；)]/) === -1);
}

/**
 * "the databricks token", "your docker socket": a tool's name after an article and before a plain
 * noun says whose thing it is, not what to run: not a mention.
 */
function ownerOf(tokens: readonly Token[], i: number, lower: string, programs: ReadonlySet<string>): boolean {
  const token = tokens[i]!;
  const after = tokens[i + 1];
  return after !== undefined && after.start - token.end === 1 && /^[a-z]+$/.test(after.text) && !isKnownProgram(after.lower) && !programs.has(after.lower)
    && !knownSubsOf(token.lower)?.includes(after.lower) && !isCueWord(after.lower)
    && /(?:^|\s)(?:the|your|my|our|their|this|that)\s+$/.test(lower.slice(Math.max(0, token.start - 7), token.start));
}

/** `/^[a-z][\w.+-]*$/`: how the name of a program is written. */
function isProgramName(word: string): boolean {
  const first = word.charCodeAt(0);
  if (!(first >= 97 && first <= 122)) return false;
  for (let i = 1; i < word.length; i += 1) {
    const code = word.charCodeAt(i);
    if (!isWordChar(code) && code !== 46 && code !== 43 && code !== 45) return false;
  }
  return true;
}

/** "the global one isn't installed": a tool said not to be there, named or not. */
const STANDALONE_CJK = AVOID_AFTER_CJK.filter((phrase) => phrase !== '没有');
const NOT_STANDALONE = new Set(["isn't", 'isnt', 'is not', "ain't", 'breaks', 'hangs']);
const STANDALONE = AVOID_AFTER.filter((phrase) => !NOT_STANDALONE.has(phrase));
const INSTRUCTION = [...IMPERATIVE, ...NORM.filter((word) => word.length > 3)];
const CLAUSE_NO = AVOID_BEFORE.filter((word) => word.length > 2);

function standaloneNegation(text: string): boolean {
  if (present(STANDALONE_CJK, text)) return true;
  const words = present(STANDALONE, text);
  return words !== undefined && compiled(`(?:^|[^${LETTER}])(?:${words})(?=[^${LETTER}]|$)`, '').test(text);
}

function withFlag(text: string): RegExp | undefined {
  const words = present(WITH, text);
  return words === undefined ? undefined : compiled(`${B}(?:${words})\\s+${M}`, 'g');
}

/** A clause that gives an instruction before naming the tool: "use the wrapper,", "always squash:". */
function instructionClause(text: string): boolean {
  const words = present(INSTRUCTION, text);
  return words !== undefined && compiled(`(?:^|[,.;:!?—–]\\s*)(?:${words})(?![${LETTER}])[^${OPEN}]*[,:—–]`, '').test(text);
}

function clauseNegation(text: string): boolean {
  const words = present(CLAUSE_NO, text);
  return words !== undefined
    && compiled(`(?:^|[,;:.!?—–]\\s*)(?:${words})\\s+(?!(?:worry|mind|forget|need|rush|problem|thanks|now|yet|sure|idea)\\b)[${LETTER}]`, '').test(text);
}

/** Cue words right before or after an ordinary word that make it a tool ("no black anymore", "tofu não terraform"). */
let cuesBefore: string[] | undefined;
let cuesAfter: string[] | undefined;

function toolContext(text: string): { cueBefore?: RegExp; cueAfter?: RegExp } {
  cuesBefore ??= [...AVOID_BEFORE, ...IMPERATIVE, ...NORM, ...INSTEAD_OF, ...SELF_REPORT, ...OLD, 'from', 'to', 'de', 'von', ...[...WRONG_LABELS, ...RIGHT_LABELS].map((label) => `${label}:`)];
  cuesAfter ??= [...AVOID_AFTER, ...NOT, ...INSTEAD_OF, ...PREFER_AFTER, ...PREFER_AFTER_NORM, ...ALWAYS_AFTER, ...AGAIN];
  const before = present(cuesBefore, text);
  const after = present(cuesAfter, text);
  return {
    ...(before ? { cueBefore: compiled(`(?:^|[^${LETTER}])(?:${before})\\s+$`, '') } : {}),
    ...(after ? { cueAfter: compiled(`^[,;]?\\s+(?:${after})(?:[^${LETTER}]|$)`, '') } : {}),
  };
}

/** "run", in the languages the reader knows, right before a command. */
const RUN_VERB_BEFORE = /(?:^|[\s(])(?:run|runs|running|ran|ejecuta|ejecutar|corre|correr|roda|rodar|rode|lance|lancer|lancez|exécute|exécuter|führe?|starte?|esegui|eseguire|uruchom|jalankan|chạy)\s+$/i;

/** Make targets and just/task recipes: any plain word may be one. */
const TARGET_PROGRAMS = new Set(['make', 'gmake', 'rake', 'mage']);

/**
 * Programs whose commands are `group:command`: a Maven plugin's goal (`spotless:apply`), an artisan
 * or rails command (`migrate:fresh`, `db:migrate`), a rake task.
 */
const NAMESPACED = new Set(['mvn', 'mvnw', 'artisan', 'rails', 'rake']);

function isSubcommandWord(program: string, word: string, after: Token | undefined, text: string, token: Token, programStart = token.start): boolean {
  if (!takesSubcommand(program) && !TARGET_PROGRAMS.has(program) && !NAMESPACED.has(program)) return false;
  if (isDottedTask(word)) return true;
  if (!/^[a-z][\w:-]*$/.test(word) || PLAIN_STOP.has(word)) return false;
  // A subcommand that is also a cue word elsewhere: `uv run`, `poetry run`, `pnpm add`.
  if (knownSubsOf(program)?.includes(word)) return true;
  if (isCueWord(word)) return false;
  if (NAMESPACED.has(program) && /^[a-z][\w-]*:[a-z][\w-]*$/.test(word)) return true;
  // A package manager runs the project's scripts by name: `yarn migrate:up`, and any word after
  // "run yarn" ("run yarn verify before every push"; not "yarn classic repo").
  if (runsScriptsByName(program) && (/^[a-z][\w-]*:[a-z][\w:-]*$/.test(word) || RUN_VERB_BEFORE.test(text.slice(Math.max(0, programStart - 16), programStart)))) return true;
  if (TARGET_PROGRAMS.has(program)) return !/^(?:sure|it|sense|things?|a|the)$/.test(word);
  // An unknown word counts when a flag follows it, or nothing does: `kind create --name x`.
  return after !== undefined && FLAG.test(after.text) && /^\s*$/.test(text.slice(token.end, after.start));
}

/** A program with what follows it in the text: its subcommand, flags and their values. */
function commandFrom(tokens: readonly Token[], i: number, text: string, impliedProgram?: string): { span: Span; used: number } {
  const words: string[] = impliedProgram ? [impliedProgram] : [];
  let used = 0;
  let end = tokens[i]!.end;
  const first = tokens[i]!.lower.slice(tokens[i]!.lower.lastIndexOf('/') + 1);
  const base = impliedProgram ?? first;
  let sawSub = false;
  for (let j = i; j < tokens.length && used < 6; j += 1) {
    const token = tokens[j]!;
    if (j > i && !gapIsSpace(text, tokens[j - 1]!, token)) break;
    if (j > i) {
      const previous = words[words.length - 1] ?? '';
      const isFlag = FLAG.test(token.text) || token.text === "''" || token.text === '""';
      // The subcommand comes right after the program, or after the program's own flags and their
      // values (`pnpm --filter @tidepool/db with-env`).
      const afterOwnFlags = !sawSub && words.length > (impliedProgram ? 2 : 1) && /^-/.test(words[words.length - 2] ?? '') && takesSubcommand(base)
        && (/^[a-z][\w:-]*$/.test(token.lower) || isDottedTask(token.lower)) && !PLAIN_STOP.has(token.lower) && !isCueWord(token.lower);
      const isSub = afterOwnFlags || (words.length === (impliedProgram ? 2 : 1) && isSubcommandWord(base, token.lower, tokens[j + 1], text, token, tokens[i]!.start));
      const isRun = words.length >= 2 && /^(?:exec|run|dlx|x)$/.test(words[words.length - 1]!) && /^[a-z][\w.-]*$/.test(token.lower) && !PLAIN_STOP.has(token.lower);
      // A second subcommand followed by a flag: `gh pr create --base develop`, `docker compose up -d`.
      // A CLI whose subcommands have subcommands takes the second one bare: `prisma migrate deploy`, `az group delete`.
      const isSubSub = words.length === (impliedProgram ? 3 : 2) && takesSubcommand(base) && /^[a-z][\w-]*$/.test(token.lower) && !/^v?\d/.test(words[words.length - 1] ?? '')
        && !PLAIN_STOP.has(token.lower) && !isCueWord(token.lower)
        && ((FLAG.test(tokens[j + 1]?.text ?? '') && gapIsSpace(text, token, tokens[j + 1]!)) || (nestsSubcommands(base, words[words.length - 1]!.toLowerCase()) && token.lower.length >= 3 && !/^-/.test(previous)));
      // "python 3.12", "node 22", "terraform 1.7.x": the version a program is wanted at.
      const isVersion = words.length === (impliedProgram ? 2 : 1) && /^v?\d+(?:\.(?:\d+|x))*\+?$/.test(token.lower);
      const isValue = /^--?[a-z]/i.test(previous) && !token.lower.startsWith('-') && !isCueWord(token.lower) && !PLAIN_STOP.has(token.lower)
        && (PLACEHOLDER.test(token.lower) || (/^--/.test(previous) ? /[\d%@:/._=-]|^[a-z]+$/.test(token.lower) : SHORT_FLAG_VALUE.test(token.lower)));
      if (!isFlag && !isSub && !isRun && !isSubSub && !isValue && !isVersion) break;
    }
    if (j > i && !sawSub && words.length >= (impliedProgram ? 2 : 1) && !FLAG.test(token.text) && !/^--?[a-z]/i.test(words[words.length - 1] ?? '')) sawSub = true;
    words.push(token.lower === "''" || token.lower === '""' ? token.lower : token.text);
    used += 1;
    end = token.end;
  }
  const start = tokens[i]!.start;
  const span = spanOfCommand(words.join(' '), text.slice(start, end), start, end, true);
  // `checkout -b` names git's subcommand without `git`: code, but not the command as written.
  if (span && impliedProgram) span.verbatim = false;
  return { span: span ?? { program: base, flags: [], args: [], text: text.slice(start, end), role: 'neutral', code: true, verbatim: !impliedProgram, start, end }, used: Math.max(1, used) };
}

/** A value written as a placeholder: `--env <env>`, `-n <namespace>`. */
const PLACEHOLDER = /^<[\w.:-]+>$/;

/** What a short flag takes as its value: a number, a quoted text, a path, or a name with `_` or `-` in it (`-A helix_lab`). */
const SHORT_FLAG_VALUE = /^[\d%@'"]|^\/.|^[a-z]+\/[a-z]|^[a-z][a-z0-9]*[_-][a-z0-9]/;

/** A flag named on its own ("--context kind-local", "-P"), with its value. */
function flagFrom(tokens: readonly Token[], i: number, text: string): { span: Span; used: number } {
  const token = tokens[i]!;
  const next = tokens[i + 1];
  let end = token.end;
  const args: string[] = [];
  let used = 1;
  if (next && gapIsSpace(text, token, next) && !FLAG.test(next.text) && !isCueWord(next.lower) && !PLAIN_STOP.has(next.lower)
    && (PLACEHOLDER.test(next.lower) || (token.text.startsWith('--') ? /[\d%@:/._=-]|^[a-z]+$/.test(next.lower) : SHORT_FLAG_VALUE.test(next.lower)))) {
    let value = next.lower;
    end = next.end;
    used = 2;
    // A list is one value: "--features rustls,postgres" (no "postgres" program after it).
    for (let more = tokens[i + used]; more && text[end] === ',' && more.start === end + 1 && !more.code && !FLAG.test(more.text); more = tokens[i + used]) {
      value += `,${more.lower}`;
      end = more.end;
      used += 1;
    }
    if (!PLACEHOLDER.test(value)) args.push(value);
  }
  const flag = token.text.includes('=') ? token.text.slice(0, token.text.indexOf('=')) : token.text;
  return { span: { flags: [flag], args, text: text.slice(token.start, end), role: 'neutral', code: true, verbatim: true, start: token.start, end }, used };
}

/** A span written as code: a command (a program the reader or the store knows, or more than one word), or a term. */
function codeSpan(token: Token, programs: ReadonlySet<string>): Span | undefined {
  const inner = token.text.trim();
  if (inner === '') return undefined;
  const span = spanOfCommand(inner, inner, token.start, token.end, true, programs);
  if (span) return span;
  return { flags: [], args: [inner.toLowerCase()], text: inner, role: 'neutral', code: true, verbatim: true, start: token.start, end: token.end };
}

function spanOfCommand(command: string, written: string, start: number, end: number, code: boolean, programs: ReadonlySet<string> = NO_PROGRAMS): Span | undefined {
  const words = splitCommands(command)[0] ?? [];
  if (words.length === 0) return undefined;
  if (FLAG.test(words[0]!)) {
    const flag = words[0]!.includes('=') ? words[0]!.slice(0, words[0]!.indexOf('=')) : words[0]!;
    return { flags: [flag], args: words.slice(1).map((word) => word.toLowerCase()), text: written, role: 'neutral', code, verbatim: code, start, end };
  }
  const invocation = invocationOf(words);
  if (!invocation || !(isKnownProgram(invocation.program) || programs.has(invocation.program) || words.length > 1 || invocation.dir)) return undefined;
  return {
    program: invocation.program,
    ...(invocation.dir ? { dir: invocation.dir } : {}),
    ...(invocation.sub ? { sub: invocation.sub } : {}),
    flags: invocation.flags,
    // A placeholder (`--env <env>`) says a value goes there, not which.
    args: invocation.args.filter((arg) => !arg.startsWith('-') && !PLACEHOLDER.test(arg)),
    text: written,
    role: 'neutral',
    code,
    verbatim: code,
    start,
    end,
  };
}

const CONTRAST_NOT = new Set(['not', 'nicht', 'pas', 'não', 'nao', 'no', 'never', 'nunca', 'inte', 'niet', 'nie', 'ikke', 'non']);

/** `/,\s*(?:not|nicht|pas|não|…)\s/i`: a comma, then one of CONTRAST_NOT and a space. */
function commaThenNot(text: string): boolean {
  for (let comma = text.indexOf(','); comma !== -1; comma = text.indexOf(',', comma + 1)) {
    let start = comma + 1;
    while (start < text.length && isSpace(text.charCodeAt(start))) start += 1;
    let end = start;
    while (end < text.length && !isSpace(text.charCodeAt(end)) && end - start < 6) end += 1;
    if (end < text.length && isSpace(text.charCodeAt(end)) && CONTRAST_NOT.has(text.slice(start, end).toLowerCase())) return true;
  }
  return false;
}

/** "the target is called check, not test": plain words on both sides of a "not" are terms too. */
let contrast: RegExp | undefined;

function plainContrastTerms(text: string, spans: readonly Span[]): Span[] {
  if (!commaThenNot(text)) return [];
  const found: Span[] = [];
  // Latin letters only (CJK text has no commas of this kind), and no Unicode flag: cheap to compile.
  const regex = contrast ??= /(?<![A-Za-z0-9\u00C0-\u024F_'-])([A-Za-z0-9\u00C0-\u024F][A-Za-z0-9\u00C0-\u024F_:./-]*?)\s*,\s*(not|nicht|pas|não|nao|no|never|nunca|inte|niet|nie|ikke|non)\s+([A-Za-z0-9\u00C0-\u024F][A-Za-z0-9\u00C0-\u024F_:./-]*?)(?=[^A-Za-z0-9\u00C0-\u024F_:./-]|[.:]?$|[.:]\s)/gi;
  regex.lastIndex = 0;
  for (const match of text.matchAll(regex)) {
    const [whole, left, not, right] = match;
    // "…, não existe bin/ lá": "there is no", not a word to contrast.
    if (CUE_WORDS.has(`${not} ${right}`.toLowerCase())) continue;
    const leftStart = match.index!;
    const rightStart = leftStart + whole!.lastIndexOf(right!);
    // "composer install, not update": the other word is another subcommand of that program.
    const command = spans.find((span) => span.program !== undefined && span.sub !== undefined && span.end === leftStart + left!.length);
    const sub = right!.toLowerCase();
    if (command && /^[a-z][a-z-]*$/.test(sub) && !isCueWord(sub) && !PLAIN_STOP.has(sub) && !spans.some((span) => span.start < rightStart + sub.length && rightStart < span.end)) {
      found.push({ program: command.program, sub, flags: [], args: [], text: `${command.program} ${right}`, role: 'neutral', code: true, verbatim: false, start: rightStart, end: rightStart + sub.length });
      continue;
    }
    for (const [word, start] of [[left!, leftStart], [right!, rightStart]] as const) {
      const lower = word.toLowerCase();
      // Nor an interjection opening the rebuke ("whoa, no kubectl edit", "nope, no alias").
      if (lower.length < 2 || PLAIN_STOP.has(lower) || isCueWord(lower) || /^\d+$/.test(lower) || OPENER.test(lower)) continue;
      const end = start + word.length;
      if ([...spans, ...found].some((span) => span.start < end && start < span.end)) continue;
      found.push({ flags: [], args: [lower], text: word, role: 'neutral', code: false, verbatim: false, start, end });
    }
  }
  return found;
}

const CUE_WORDS = new Set([...AVOID_BEFORE, ...NOT, ...IMPERATIVE, ...PREFER_AFTER, ...PREFER_AFTER_NORM, 'instead', 'here', 'on', 'in', 'for', 'to', 'and', 'or', 'but', 'mac', 'macos', 'linux', 'fyi', 'anymore']);

function isCueWord(word: string): boolean {
  return CUE_WORDS.has(word);
}

// ---------------------------------------------------------------------------------------------
// What the text says of each: the text with each mention replaced by a marker, read by patterns

const OPEN = '\u0001';
const CLOSE = '\u0002';
const M = `${OPEN}(\\d+)${CLOSE}`;
const LIST_WORDS = ['or', 'and', 'o', 'oder', 'ou', 'y', 'und', 'et', 'e'];
const LIST = new RegExp(`${M}\\s*(?:\\s(?:${LIST_WORDS.join('|')})\\s|或|和|/)\\s*${M}`, 'g');
const OPENER_REST = new RegExp(`[${LETTER}\\u3040-\\u9fff]|${OPEN}`);
/** Words between a cue and its mention, within one clause. */
const GAP = (max: number) => `[^${OPEN}${CLOSE},.;:!?\\u2014\\u2013\\n，。；：]{0,${max}}?`;
const B = `(?:^|[^${LETTER}'])`;
const E = `(?=[^${LETTER}]|$)`;

function skeletonOf(text: string, spans: readonly Span[]): string {
  let out = '';
  let at = 0;
  spans.forEach((span, index) => {
    out += text.slice(at, span.start).toLowerCase();
    out += `${OPEN}${index}${CLOSE}`;
    at = span.end;
  });
  return out + text.slice(at).toLowerCase();
}

interface RoleRule {
  cue: string;
  /** The cue word lists the pattern needs; a rule none of whose words for a list is in the text is skipped. */
  words: ReadonlyArray<readonly string[]>;
  /** The pattern, given the alternation of the words of each list found in the text. */
  pattern: (...alternations: string[]) => string;
  /** Roles of the mentions the regex captures, in order. */
  roles: Array<'avoid' | 'prefer'>;
  strength: 'strong' | 'norm' | 'weak';
  /** When given, a match counts only if its mentions (in the text read) pass. */
  accept?: (mentions: ReadonlyArray<Span | undefined>, text: string) => boolean;
  /** A character the pattern cannot match without: a text without it skips the rule (and its regex). */
  needs?: string;
}

/** Where a command was run, said right after it: "gleam from the repo root", "pytest in the wrong folder", "make inside docker/". */
const WRONG_PLACE = /^\s+(?:from|in|inside|at|under|outside(?: of)?)\s+(?:the\s+|a\s+)?(?:repo(?:sitory)?\b|root\b|project\b|wrong\b|top\b|parent\b|workspace\b|monorepo\b|[\w.-]*\/)/i;

function ranInWrongPlace(done: Span, text: string): boolean {
  return done.program !== undefined && WRONG_PLACE.test(text.slice(done.end));
}

const RULES: RoleRule[] = [
  // "remember --context on every kubectl call", "n'oublie pas --rebase": first, so its "not" is not read as an avoid.
  { cue: 'remember', words: [REMEMBER], pattern: (remember) => `${B}(?:${remember})\\s*[:,]?\\s+${GAP(30)}${M}`, roles: ['prefer'], strength: 'norm' },
  { cue: 'remember', words: [REMEMBER_CJK], pattern: (remember) => `(?:${remember})\\s*${GAP(10)}${M}`, roles: ['prefer'], strength: 'norm' },
  // "never without --check", "nikad bez --check prvo", "jamais sans --dry-run": a double negative, what always to pass.
  { cue: 'always', words: [['never', 'not', 'nunca', 'nie', 'niemals', 'jamais', 'nikad', 'nikada', 'mai', 'nooit', 'aldrig'], ['without', 'sin', 'sem', 'ohne', 'sans', 'senza', 'bez', 'zonder', 'utan']], pattern: (never, without) => `${B}(?:${never})\\s+(?:(?:run|use|go|deploy|apply|push|anything|nothing|ništa|nada)\\s+)?(?:${without})\\s+${M}`, roles: ['prefer'], strength: 'norm' },
  // "sem --no-verify!", "without -v": opening the prompt, what to go without. (Inside a sentence
  // "without" tells what was left out: "merged without --squash".)
  { cue: 'dont', words: [['without', 'sin', 'sem', 'ohne', 'sans', 'senza', 'bez', 'zonder', 'utan']], pattern: (without) => `^\\s*(?:${without})\\s+${M}`, roles: ['avoid'], strength: 'strong' },
  // "npm audit fix --force não!!", "rm -rf nein.": a command alone in its clause, then a bare no.
  { cue: 'rebuke', words: [['no', 'não', 'nao', 'nein', 'non', 'nope', 'nee', 'niet', 'nie', 'never', 'nunca', 'jamais', 'mai']], pattern: (no) => `(?:^|[.;!?,:\u2014\u2013]\\s*)${M}\\s*[,:\u2014\u2013-]?\\s*(?:${no})\\s*(?:[.!]+|$)`, roles: ['avoid'], strength: 'strong' },
  // "whoa, --no-verify??", "npm install?!": a command alone in its clause, met with exasperation.
  { cue: 'rebuke', words: [], pattern: () => `(?:^|[.;!?,:\u2014\u2013]\\s*|\\s-\\s*)${M}\\s*(?=[?!]*\\?)[?!]{2,}`, roles: ['avoid'], strength: 'strong', needs: '?' },
  // "npm ci!! npm install rewrites the lockfile", "scripts/test.sh!!": a command alone opening its sentence, shouted.
  { cue: 'emphatic', words: [['!!']], pattern: () => `(?:^|[.;]\\s*)${M}\\s*!{2,}(?![?!]*\\?)`, roles: ['prefer'], strength: 'norm' },
  // "nvm use first, .nvmrc says 20", "make proto zuerst": a step to take before the rest.
  { cue: 'first', words: [['first', 'zuerst', 'primero', 'primeiro', "d'abord", 'najpierw', 'eerst', 'önce', 'сначала', 'først', 'först', 'πρώτα', 'mai întâi', 'először', 'nejdřív', 'pehle']], pattern: (first) => `(?:^|[.;:,]\\s*)${M}\\s+(?:${first})${E}`, roles: ['prefer'], strength: 'norm' },
  // "helm dependency build before lint", "make proto vor dem build": a step opening its clause, to take before another.
  { cue: 'first', words: [['before', 'vor', 'avant', 'antes de', 'antes do', 'antes da', 'prima di', 'przed', 'innan', 'voor', 'перед', 'trước khi', 'πριν', 'înainte de', 'før', 'előtt']], pattern: (before) => `(?:^|[.;:,?!]\\s*)${M}\\s+(?:${before})\\s+\\S`, roles: ['prefer'], strength: 'norm' },
  { cue: 'from-to', words: [['from', 'von', 'de', 'desde', 'du'], ['to', 'auf', 'zu', 'nach', 'a', 'à', 'para', 'hacia', 'vers']], pattern: (from, to) => `${B}(?:${from})\\s+${M}\\s+(?:${to})\\s+${M}`, roles: ['avoid', 'prefer'], strength: 'strong' },
  { cue: 'replace', words: [['replace', 'reemplaza', 'ersetze', 'remplace', 'substitua', 'substitui'], ['with', 'by', 'con', 'por', 'durch', 'mit', 'par', 'com']], pattern: (verb, by) => `${B}(?:${verb})\\s+${M}\\s+(?:${by})\\s+${M}`, roles: ['avoid', 'prefer'], strength: 'strong' },
  { cue: 'instead-of', words: [INSTEAD_OF], pattern: (instead) => `${M}\\s*${GAP(30)}\\s*(?:${instead})\\s+(?:using\\s+|use\\s+|usar\\s+)?${M}`, roles: ['prefer', 'avoid'], strength: 'strong' },
  { cue: 'instead-of', words: [INSTEAD_OF_CJK], pattern: (instead) => `${M}\\s*${GAP(12)}(?:${instead})\\s*${M}`, roles: ['prefer', 'avoid'], strength: 'strong' },
  { cue: 'instead-of', words: [AVOID_THEN_PREFER], pattern: (instead) => `${M}\\s*${GAP(12)}(?:${instead})\\s*[,、，]?\\s*${M}`, roles: ['avoid', 'prefer'], strength: 'strong' },
  { cue: 'instead-of', words: [INSTEAD_OF, IMPERATIVE], pattern: (instead, use) => `${B}(?:${instead})\\s+(?:using\\s+)?${M}\\s*,?\\s*(?:${use})\\s+${GAP(12)}${M}`, roles: ['avoid', 'prefer'], strength: 'strong' },
  // Not "bsd find, no -printf": a flag of the tool named before it is what that tool lacks.
  { cue: 'not-but', words: [NOT], pattern: (not) => `(?<!(?:^|[^${LETTER}])(?:no|not|never|nicht|kein|keine|pas|sin|sem|nunca|nie|inte|niet)\\s+)${M}\\s*(?:(?!(?:has|have|hat|tiene|tem|a|is|es|ist|est)\\s)[${LETTER}]{1,8})?(?:\\s*,\\s*|\\s+)(?:${not})\\s+(?:use\\s+|usar\\s+|with\\s+)?${M}`, roles: ['prefer', 'avoid'], strength: 'strong', accept: ([tool, flag]) => !(tool?.program !== undefined && flag !== undefined && flag.program === undefined && flag.flags.length > 0) },
  // "stash it instead of reset --hard": what to use said in words, what not to as code.
  { cue: 'instead-of', words: [INSTEAD_OF], pattern: (instead) => `${B}(?:${instead})\\s+(?:using\\s+|running\\s+)?${M}`, roles: ['avoid'], strength: 'strong' },
  { cue: 'not-but', words: [['不是']], pattern: () => `${M}\\s*[,，]?\\s*(?:而)?不是\\s*${M}`, roles: ['prefer', 'avoid'], strength: 'strong' },
  // "Snakemake 8 removed --cluster": a flag a tool no longer has.
  { cue: 'removed', words: [['removed', 'dropped', 'deprecated']], pattern: (removed) => `${B}(?:${removed})\\s+${M}`, roles: ['avoid'], strength: 'strong', accept: ([flag]) => flag !== undefined && flag.flags.length > 0 },
  { cue: 'old', words: [OLD], pattern: (old) => `${B}(?:${old})\\s+${M}`, roles: ['avoid'], strength: 'strong' },
  // Not a service said to be down ("colima isn't up", "postgres is not running"): start it, not avoid it.
  { cue: 'does-not-exist', words: [AVOID_AFTER], pattern: (after) => `${M}\\s*${GAP(14)}\\s*(?:${after})${E}(?!\\s+(?:up|running|started|ready|reachable|healthy|listening)${E})`, roles: ['avoid'], strength: 'strong' },
  { cue: 'does-not-exist', words: [AVOID_AFTER_CJK], pattern: (after) => `${M}\\s*${GAP(10)}(?:${after})`, roles: ['avoid'], strength: 'strong' },
  // (Not a command run in the wrong place: "Ran gleam from the repo root; the project is server/" says where, not what.)
  { cue: 'self-report', words: [SELF_REPORT.filter((word) => word !== 'with')], pattern: (verb) => `(?:^|[.;!?]\\s*)(?:i\\s+)?(?:${verb})\\s+${GAP(24)}${M}`, roles: ['avoid'], strength: 'strong', accept: ([done], text) => done !== undefined && !ranInWrongPlace(done, text) },
  { cue: 'self-report', words: [['you', 'u'], SELF_REPORT], pattern: (you, verb) => `(?:^|[.;!?]\\s*)(?:${you})\\s+(?:just\\s+|again\\s+)?(?:${verb})\\s+${GAP(24)}${M}`, roles: ['avoid'], strength: 'strong' },
  { cue: 'self-report', words: [['amended', 'committed', 'pushed', 'installed', 'deployed']], pattern: (verb) => `${B}(?:${verb})\\s+${GAP(30)}\\s+with\\s+${M}`, roles: ['avoid'], strength: 'strong' },
  // An agent's record opens with what it did wrong, the command in backticks: "Skipped the hook with
  // `git commit --no-verify`; …", "Created the release by hand with `gh release create`; …".
  { cue: 'self-report', words: [['with', 'via', 'using', 'through']], pattern: (using) => `^\\s*(?:i\\s+)?(?:[a-z]{3,}ed|built|ran|made|wrote|put|set|did|took|sent|kept|left|began|brought)\\s+${GAP(40)}\\s(?:${using})\\s+(?:(?:a|the|plain|bare|raw)\\s+)?${M}(?=\\s*(?:[;\u2014\u2013]|,\\s*(?:but|which|so)\\s|\\.\\s|$))`, roles: ['avoid'], strength: 'strong', accept: ([command], text) => command !== undefined && text[command.start] === '`' },
  // "ran xcodebuild with no -destination": what was left out, so what to use (before "no" reads it as to avoid).
  { cue: 'without', words: [['with no', 'con no', 'mit kein', 'mit keinem']], pattern: (without) => `${B}(?:${without})\\s+${M}`, roles: ['prefer'], strength: 'norm' },
  // An agent's record that opens with what it did, named in words, in the past: "Force-added .env.local; …", "Amended the pushed commit; …".
  { cue: 'self-report', words: [], needs: ';', pattern: () => `^\\s*${M}[^;.\\n]{0,80};`, roles: ['avoid'], strength: 'strong', accept: ([done]) => done !== undefined && !done.code && done.program !== undefined && /ed$/i.test(done.text) },
  // "run pytest without -n": told to leave it out (an agent's "ran docker build without --platform" left out what was needed).
  { cue: 'dont', words: [['run', 'use', 'call', 'start', 'try', 'invoke'], ['without']], pattern: (run, without) => `(?:^|[.;:!?\u2014\u2013,(]\\s*)(?:just\\s+|then\\s+|so\\s+)?(?:${run})\\s+[^.;:!?\\n]{0,40}?\\s(?:${without})\\s+${M}`, roles: ['avoid'], strength: 'strong' },
  { cue: 'dont', words: [AVOID_BEFORE], pattern: (no) => `${B}(?:${no})\\s+${GAP(40)}${M}`, roles: ['avoid'], strength: 'strong' },
  { cue: 'dont', words: [AVOID_BEFORE_CJK], pattern: (no) => `(?:${no})\\s*${GAP(10)}${M}`, roles: ['avoid'], strength: 'strong' },
  // "leave target/generated-sources alone": not to be changed by hand.
  { cue: 'dont', words: [['leave']], pattern: (leave) => `${B}(?:${leave})\\s+${M}\\s+alone${E}`, roles: ['avoid'], strength: 'strong' },
  // "thats bash syntax. pwsh wants $env:X", "c'est la syntaxe de bash": what was written, in the wrong tool's way.
  { cue: 'old', words: [THAT_IS], pattern: (that) => `${B}(?:${that})\\s+(?:the\\s+|a\\s+)?${M}\\s+(?:syntax|style|syntaxe|sintaxis|sintaxe|składnia)${E}`, roles: ['avoid'], strength: 'strong' },
  { cue: 'old', words: [THAT_IS], pattern: (that) => `${B}(?:${that})\\s+(?:la\\s+|a\\s+)?(?:syntaxe|sintaxis|sintaxe|Syntax)\\s+(?:de|do|da|von)\\s+${M}`, roles: ['avoid'], strength: 'strong' },
  // Not a tool the sentence goes on to say something of ("its env has no -S"): a verb right after it.
  { cue: 'norm', words: [NORM], pattern: (norm) => `${B}(?:${norm})\\s+${GAP(14)}${M}(?!\\s+(?:has|have|is|isn'?t|does|doesn'?t|can'?t|cannot|won'?t|was|wasn'?t)${E})`, roles: ['prefer'], strength: 'norm' },
  // "BSD sed needs an explicit backup suffix: sed -i '' …": the norm, then what it means as a command.
  { cue: 'norm', words: [NORM], pattern: (norm) => `${B}(?:${norm})\\s+${GAP(40)}:\\s*${M}`, roles: ['prefer'], strength: 'norm', needs: ':' },
  // "plain `sed -i` fails", "a bare `cmake -B build` picks the host compiler": the command as it was, wrong.
  { cue: 'plain-fails', words: [['plain', 'bare']], pattern: (plain) => `${B}(?:${plain})\\s+(?:[a-z]+-style\\s+|gnu\\s+|bsd\\s+)?${M}\\s+(?:fails|failed|breaks|doesn'?t|does not|won'?t|will not|picks|selects|misses|skips|drags|has no|lacks|isn'?t|is not|can'?t|cannot)${E}`, roles: ['avoid'], strength: 'strong' },
  // "open the PR as a draft, like always: gh pr create --draft".
  { cue: 'always', words: [LIKE_ALWAYS], pattern: (always) => `${B}(?:${always})\\s*[:,—–-]?\\s*${GAP(20)}${M}`, roles: ['prefer'], strength: 'norm' },
  // "python lint is ruff here", "the formatter is pint in this repo": a norm said of the tool after it.
  { cue: 'norm', words: [['here', 'aquí', 'aqui', 'ici', 'qui', 'hier', 'in this repo', 'in this project', 'in this codebase']], pattern: (here) => `${B}(?:is|are|es|est|é|è|ist)\\s+${M}\\s+(?:${here})${E}`, roles: ['prefer'], strength: 'norm' },
  { cue: 'use', words: [IMPERATIVE], pattern: (use) => `${B}(?:${use})\\s+${GAP(26)}${M}`, roles: ['prefer'], strength: 'weak' },
  { cue: 'use', words: [PREFER_BEFORE_CJK], pattern: (use) => `(?:${use})\\s*${GAP(10)}${M}`, roles: ['prefer'], strength: 'weak' },
  { cue: 'always', words: [ALWAYS_AFTER], pattern: (always) => `${M}\\s*(?:,\\s*)?${GAP(16)}(?:${always})${E}`, roles: ['prefer'], strength: 'norm' },
  // "--profile glacier-dev. always": the word alone after the sentence.
  { cue: 'always', words: [ALWAYS_AFTER], pattern: (always) => `${M}\\s*[.!]+\\s*(?:${always})\\s*[.!]*$`, roles: ['prefer'], strength: 'norm' },
  { cue: 'again', words: [AGAIN], pattern: (again) => `${M}\\s*(?:${again})\\s*[?!(:]`, roles: ['avoid'], strength: 'strong' },
  // "again -n on git commit??", "otra vez npm install?!": exasperation opening the sentence.
  { cue: 'again', words: [AGAIN], pattern: (again) => `(?:^|[.;!?]\\s*)(?:${again})\\s*[,:—–-]?\\s+${GAP(12)}${M}[^.;,\\n?!]{0,30}(?:[?!]{2,}|[？！])`, roles: ['avoid'], strength: 'strong' },
  // "add --context kind-local to kubectl", not "add FOO=1 to .env.example" (an edit, not a command).
  { cue: 'add-flag', words: [['add', 'pass', 'append', 'include', 'use', 'put'], ['to', 'for', 'with', 'on', 'in', 'onto']], pattern: (verb, to) => `${B}(?:${verb})\\s+${M}\\s+(?:${to})\\s+${M}`, roles: ['prefer', 'prefer'], strength: 'norm', accept: ([added]) => added !== undefined && (added.flags.length > 0 || added.program !== undefined) },
  { cue: 'add-flag', words: [['add', 'append', 'agrega', 'añade', 'ajoute', 'adicione', 'füge', 'aggiungi']], pattern: (add) => `${B}(?:${add})\\s+${M}`, roles: ['prefer'], strength: 'weak', accept: ([flag]) => flag !== undefined && flag.program === undefined && flag.flags.length > 0 },
  { cue: 'without', words: [WITHOUT], pattern: (without) => `${B}(?:${without})\\s+${M}`, roles: ['prefer'], strength: 'norm' },
  { cue: 'use', words: [PREFER_AFTER_CJK], pattern: (use) => `${M}\\s*(?:${use})`, roles: ['prefer'], strength: 'weak' },
  // "sysctl -n hw.ncpu on mac": a command said for a platform is what to run there.
  { cue: 'platform', words: [['mac', 'macos', 'osx', 'alpine', 'busybox', 'windows']], pattern: (where) => `^\\s*${M}(?:\\s+(?:${OPEN}\\d+${CLOSE}|[^\\s${OPEN}]{1,20}))?\\s+(?:on|en|auf|sur|no|em|su|na|op|på)\\s+(?:the\\s+)?(?:${where})\\s*[.!]?\\s*$`, roles: ['prefer'], strength: 'norm' },
  { cue: 'plz', words: [PREFER_AFTER_NORM], pattern: (plz) => `${M}\\s*,?\\s*(?:${plz})${E}`, roles: ['prefer'], strength: 'norm' },
  { cue: 'please', words: [PREFER_AFTER], pattern: (please) => `${M}\\s*,?\\s*(?:${please})${E}`, roles: ['prefer'], strength: 'weak' },
];

/** "dbt lives in the .venv", "pytest está en .venv", "dbt 装在 .venv 里": where a program is. */
const LOCATED = ['lives in', 'live in', 'is in', 'are in', 'is installed in', 'is installed only in', 'installed in', 'sits in', 'is under',
  'vive en', 'está en', 'esta en', 'está instalado en', 'liegt in', 'ist in', 'wohnt in', 'est dans', 'vit dans', 'fica em', 'está em', 'mora em', '装在', '在'];

/**
 * A program said to live in a folder is that program, run from there: the folder's mention is
 * folded into the program's (`.venv/bin/dbt` to use). Returns the folder mentions folded, or
 * undefined when the text says no such thing.
 */
function locatedPrograms(skeleton: string, spans: Span[], cues: Set<string>): Set<Span> | undefined {
  const words = present(LOCATED, skeleton);
  if (words === undefined) return undefined;
  let folded: Set<Span> | undefined;
  for (const match of skeleton.matchAll(compiled(`${M}\\s*(?:${words})\\s+(?:the\\s+|teh\\s+|a\\s+|el\\s+|la\\s+|der\\s+|dem\\s+|le\\s+|o\\s+)?${M}`, 'g'))) {
    const program = spans[Number(match[1])];
    const folder = spans[Number(match[2])];
    if (!program?.program || program.dir || program.sub || program.flags.length > 0 || !folder || folder.program || folder.flags.length > 0 || folder.args.length !== 1) continue;
    const path = folder.args[0]!.replace(/\/+$/, '');
    if (!/^[\w.~-][\w.~/-]*$/.test(path)) continue;
    const dir = /(?:^|\/)bin$/.test(path) ? `${path}/` : /(?:^|\/)\.?venv$/.test(path) ? `${path}/bin/` : /(?:^|\/)node_modules$/.test(path) ? `${path}/.bin/` : `${path}/`;
    program.dir = dir;
    program.text = `${dir}${program.program}`;
    program.verbatim = false;
    if (program.role === 'neutral') program.role = 'prefer';
    cues.add('norm:lives-in');
    (folded ??= new Set()).add(folder);
  }
  return folded;
}

/** The labels of a correction written as two parts: "Wrong: docker-compose. Right: docker compose". */
const WRONG_LABELS = ['wrong', 'incorrect', 'mistake', 'bad', 'before', 'was', 'falsch', 'incorrecto', 'errado', 'faux', 'erreur', 'sbagliato', '错误', '错'];
const RIGHT_LABELS = ['right', 'correct', 'fix', 'fixed', 'instead', 'now', 'after', 'should be', 'do', 'richtig', 'correcto', 'certo', 'correto', 'juste', 'corretto', '正确', '应该'];

const CONTEXT_WORDS = /(?:^|[^a-z])(?:for|in|on|of|at|under|inside|from|für|pour|para|en|dans|per|nel|na|no)\s/;

/**
 * A correction labelled in two parts, as agents write them: what the "wrong" part names as code is
 * to avoid, what the "right" part names is to use. Returns the plain words read inside the parts
 * (to be dropped), or undefined when the text is not labelled so.
 */
function labelledRoles(skeleton: string, spans: Span[], cues: Set<string>): Set<Span> | undefined {
  if (!skeleton.includes(':') && !skeleton.includes('：')) return undefined;
  const wrong = present(WRONG_LABELS, skeleton);
  const right = present(RIGHT_LABELS, skeleton);
  if (wrong === undefined || right === undefined) return undefined;
  const label = (words: string, flags: string) => compiled(`(?:^|[^${LETTER}])(?:${words})\\s*[:：]`, flags);
  const wrongAt = label(wrong, '').exec(skeleton);
  if (!wrongAt) return undefined;
  const rightRegex = label(right, 'g');
  rightRegex.lastIndex = wrongAt.index + wrongAt[0].length;
  const rightAt = rightRegex.exec(skeleton);
  if (!rightAt) return undefined;
  const wrongPart = [wrongAt.index + wrongAt[0].length, rightAt.index];
  const rightStart = rightAt.index + rightAt[0].length;
  const plain = new Set<Span>();
  let avoided = -1;
  for (let open = skeleton.indexOf(OPEN); open !== -1; open = skeleton.indexOf(OPEN, open + 1)) {
    const close = skeleton.indexOf(CLOSE, open);
    const span = spans[Number(skeleton.slice(open + 1, close))];
    if (!span || open < wrongPart[0]!) continue;
    if (!span.code) plain.add(span);
    else if (open < wrongPart[1]!) {
      // "black for python tools": after what was wrong, a tool named for where is context.
      if (avoided === -1 || !CONTEXT_WORDS.test(skeleton.slice(avoided, open))) span.role = 'avoid';
      avoided = close;
    } else if (open >= rightStart) span.role = 'prefer';
  }
  cues.add('strong:wrong-right');
  return plain;
}

function assignRoles(text: string, skeleton: string, spans: Span[], cues: Set<string>): void {
  for (const rule of RULES) {
    if (rule.needs !== undefined && !skeleton.includes(rule.needs)) continue;
    const alternations = rule.words.map((words) => present(words, skeleton));
    if (alternations.some((alternation) => alternation === undefined)) continue;
    for (const match of skeleton.matchAll(compiled(rule.pattern(...(alternations as string[])), 'g'))) {
      if (rule.accept && !rule.accept(rule.roles.map((_, index) => spans[Number(match[index + 1])]), text)) continue;
      let hit = false;
      rule.roles.forEach((role, index) => {
        const span = spans[Number(match[index + 1])];
        if (span && span.role === 'neutral') {
          span.role = role;
          hit = true;
        }
      });
      if (hit || rule.strength !== 'weak') cues.add(`${rule.strength}:${rule.cue}`);
    }
  }
  // "use gsed or sed -i ''", "kein yarn oder npm": a list shares its first item's role.
  if (spans.length < 2 || !(present(LIST_WORDS, skeleton) || skeleton.includes('或') || skeleton.includes('和') || skeleton.includes('/'))) return;
  const list = LIST;
  for (let changed = true; changed;) {
    changed = false;
    for (const match of skeleton.matchAll(list)) {
      const left = spans[Number(match[1])];
      const right = spans[Number(match[2])];
      if (left && right && left.role !== 'neutral' && right.role === 'neutral' && (right.code || !left.code)) {
        right.role = left.role;
        changed = true;
      }
    }
  }
}

/**
 * What is left: after a rejection ("nope, uv", "no npm. bun install", "timeout isn't a thing on
 * mac, gtimeout"), a bare tool in its own clause is what to use instead.
 */
function defaultRoles(skeleton: string, spans: Span[]): void {
  // "pull avec --rebase": a flag said with "with" is what to run with.
  const withRegex = withFlag(skeleton);
  if (withRegex) {
    for (const match of skeleton.matchAll(withRegex)) {
      const span = spans[Number(match[1])];
      if (span && span.role === 'neutral' && span.program === undefined && span.flags.length > 0) span.role = 'prefer';
    }
  }
  const opened = OPENER.test(skeleton);
  const rejected = opened || spans.some((span) => span.role !== 'neutral') || instructionClause(skeleton);
  if (!rejected) {
    leadingCommand(skeleton, spans);
    return;
  }
  let sawAvoid = opened;
  for (const clause of splitAfter(skeleton, ',.;:!?—–\n，。；：')) {
    const indexes = markerIndexes(clause);
    const roles = indexes.map((index) => spans[index]!.role);
    if (roles.some((role) => role !== 'neutral')) sawAvoid = true;
    // "use the wrapper, ./mvnw", "always squash: gh pr merge --squash": the cue came first, the tool after.
    if (indexes.length === 0 && instructionClause(clause.trim())) sawAvoid = true;
    if (sawAvoid && onlyTools(clause) && roles.every((role) => role === 'neutral')) {
      for (const index of indexes) if (spans[index]!.code) spans[index]!.role = 'prefer';
    }
  }
  // "npm ci. we don't npm install unless…": a tool alone in its sentence, before the one rejected.
  if (spans.some((span) => span.role === 'prefer') || !spans.some((span) => span.role === 'avoid')) return;
  for (const sentence of splitAfter(skeleton, '.;!?\n。；！？')) {
    const indexes = markerIndexes(sentence);
    if (indexes.some((index) => spans[index]!.role === 'avoid')) return;
    if (indexes.length === 0 || !onlyTools(sentence)) continue;
    for (const index of indexes) {
      const span = spans[index]!;
      if (span.code && span.program !== undefined && !spans.some((other) => other.role === 'avoid' && other.program === span.program && other.sub === span.sub)) span.role = 'prefer';
    }
  }
}

/**
 * "module load cuda/12.1 — nothing cuda is on the PATH until you do", "bin/rails. the binstub":
 * a text that opens with a command alone in its sentence, then says why, opens with the fix.
 */
function leadingCommand(skeleton: string, spans: Span[]): void {
  const first = splitAfter(skeleton.trimStart(), '.;:!?—–\n。；！？')[0];
  if (first === undefined || first.includes('?') || !onlyTools(first)) return;
  for (const index of markerIndexes(first)) {
    const span = spans[index]!;
    if (span.code && (span.program !== undefined || span.flags.length > 0)) span.role = 'prefer';
  }
}

/** The indexes of the mention markers in `clause` (`\u00013\u0002` is mention 3). */
function markerIndexes(clause: string): number[] {
  const indexes: number[] = [];
  for (let open = clause.indexOf(OPEN); open !== -1; open = clause.indexOf(OPEN, open + 1)) {
    const close = clause.indexOf(CLOSE, open + 1);
    if (close > open + 1) indexes.push(Number(clause.slice(open + 1, close)));
  }
  return indexes;
}

/** Words that may stand beside a bare tool in its clause: "then uv", "gtimeout plz". */
const BESIDE_A_TOOL = new Set(['then', 'just', 'so', 'use', 'and', 'or', 'plz', 'pls', 'please', 'fyi', 'instead']);

/**
 * A clause that holds nothing but mentions and at most one word of BESIDE_A_TOOL: its text
 * without the markers, in runs of letters and digits (Latin, Greek, Cyrillic, CJK, Hangul), is that.
 */
function onlyTools(clause: string): boolean {
  const words: string[] = [];
  let word = '';
  for (let i = 0; i < clause.length; i += 1) {
    if (clause[i] === OPEN) {
      const close = clause.indexOf(CLOSE, i);
      if (close !== -1) {
        i = close;
        continue;
      }
    }
    const code = clause.charCodeAt(i);
    if (isAsciiLetter(code) || isDigit(code) || (code >= 0xc0 && code <= 0x24f) || (code >= 0x370 && code <= 0x52f) || (code >= 0x3040 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af)) word += clause[i];
    else if (word !== '') {
      words.push(word);
      word = '';
    }
  }
  if (word !== '') words.push(word);
  return words.length === 0 || (words.length === 1 && BESIDE_A_TOOL.has(words[0]!));
}

/**
 * A flag named alone belongs to the program named nearest in its clause ("no -P on mac grep",
 * "BSD stat has no -c"), else anywhere in the text before it ("kubectl …, use --context x").
 */
function attachFlags(skeleton: string, spans: Span[]): Span[] {
  if (!spans.some((span) => span.program === undefined && span.flags.length > 0)) return spans;
  const clauseOf = new Map<number, number>();
  splitOn(skeleton, ',.;!?—–\n，。；').forEach((clause, clauseIndex) => {
    for (const index of markerIndexes(clause)) clauseOf.set(index, clauseIndex);
  });
  const removed = new Set<number>();
  spans.forEach((span, index) => {
    if (span.program !== undefined || span.flags.length === 0) return;
    const candidates = spans
      .map((other, otherIndex) => ({ other, otherIndex }))
      .filter(({ other, otherIndex }) => other.program !== undefined && !removed.has(otherIndex) && otherIndex !== index);
    const sameClause = candidates.filter(({ otherIndex }) => clauseOf.get(otherIndex) === clauseOf.get(index));
    const before = candidates.filter(({ otherIndex }) => otherIndex < index);
    const target = (sameClause.length > 0 ? sameClause : before).sort((a, b) => Math.abs(a.otherIndex - index) - Math.abs(b.otherIndex - index))[0];
    if (!target) return;
    const program = target.other;
    const flags = span.flags.map((flag) => canonicalFlag(program.program!, program.sub, flag));
    const sameClauseTarget = clauseOf.get(target.otherIndex) === clauseOf.get(index);
    if (sameClauseTarget && (program.role === 'neutral' || program.role === span.role)) {
      // One mention: `stat -c` to avoid.
      program.flags = [...new Set([...program.flags, ...flags])];
      program.args = [...program.args, ...span.args];
      program.text = index > target.otherIndex ? `${program.text} ${span.text}` : `${program.text} ${span.text}`;
      program.verbatim = false;
      if (program.role === 'neutral') program.role = span.role;
      removed.add(index);
    } else {
      // Its own mention, but of that program: `kubectl --context kind-local` to prefer.
      span.program = program.program;
      if (program.sub) span.sub = program.sub;
      span.flags = flags;
      span.verbatim = false;
    }
  });
  return spans.filter((_, index) => !removed.has(index));
}

function strengthOf(text: string, skeleton: string, mentions: readonly Span[], cues: Set<string>): { level: CorrectionStrength; cue?: string } {
  if (text.trimEnd().endsWith('?') && QUESTION.test(text) && ![...cues].some((cue) => cue.startsWith('strong:'))) return { level: 'none' };
  if (text.startsWith('/') || (text.length < 60 && mayBePolite(text) && POLITE.test(text))) return { level: 'none' };
  const tool = mentions.some((mention) => mention.code);
  if (![...cues].some((cue) => cue.startsWith('strong:')) && tool && standaloneNegation(skeleton)) cues.add('strong:does-not-exist');
  const strong = [...cues].find((cue) => cue.startsWith('strong:'));
  if (strong && (tool || /^(?:strong:)(?:dont|does-not-exist|old|self-report)$/.test(strong))) return { level: 'strong', cue: strong.slice(7) };
  const opener = OPENER.exec(skeleton);
  if (opener && OPENER_REST.test(skeleton.slice(opener[0].length))) return { level: 'strong', cue: 'no' };
  for (const { cue, pattern } of OPENING_CUES) if (pattern.test(text.slice(0, 400))) return { level: 'strong', cue };
  if (strong) return { level: 'strong', cue: strong.slice(7) };
  if (/(?:^|\s)(?:ALWAYS|NEVER|DON'?T|NOT|STOP)(?:\s|$)/.test(text) && tool) return { level: 'strong', cue: 'emphasis' };
  const norm = [...cues].find((cue) => cue.startsWith('norm:'));
  if (norm && tool) return { level: 'norm', cue: norm.slice(5) };
  // "pull avec --rebase, pas de merge commits": a clause that says no, beside a tool.
  if (tool && clauseNegation(skeleton)) return { level: 'norm', cue: 'no' };
  const weak = [...cues].find((cue) => cue.startsWith('weak:'));
  if (weak && tool) return { level: 'weak', cue: weak.slice(5) };
  if (!tool && CANDIDATE.test(text) && text.length <= 300) return { level: 'candidate', cue: 'norm' };
  return { level: 'none' };
}

/** Every program a mention names: itself, and what a runner runs (`tsc` of `pnpm exec tsc`). */
export function mentionPrograms(mention: Mention): string[] {
  const programs = mention.program ? [mention.program] : [];
  if (mention.program && runsProgram(mention.program, mention.sub) && mention.args[0] && /^[a-z][\w.-]*$/.test(mention.args[0])) {
    programs.push(mention.args[0]);
  }
  return programs;
}
