// What a `key: value` line under a rule means. The keys rulesweep acts on (verify, source, id,
// guard, test, and the rule text of a heading's field list) are recognised in the languages rules
// files are written in; a set of common descriptive keys (date, trigger, scope…) only helps to tell
// a heading's field list from a list of rules. Every other key is kept as written.

export type FieldRole = 'verify' | 'source' | 'id' | 'guard' | 'test' | 'rule' | 'other';

export interface FieldLine {
  /** As written, without emphasis: `Verify`, `日期`, `sessions_ok`. */
  key: string;
  role: FieldRole;
  /** A common descriptive key (date, trigger, scope…), or a role other than `other`. */
  known: boolean;
  value: string;
  /** 1-based column of the value (of the key, for an empty value it is where the value would start). */
  column: number;
  /** Written `[source: …]` / `[id: …]`. */
  bracketed: boolean;
}

const ROLES: Record<Exclude<FieldRole, 'other'>, string[]> = {
  verify: [
    'verify', 'verification', 'verified by', 'check', 'verificar', 'verificación', 'verificacion', 'comprobar',
    'comprobación', 'comprobacion', 'vérifier', 'verifier', 'vérification', 'prüfen', 'prüfung', 'überprüfung',
    'verifizieren', 'verificação', 'verificacao', 'verifica', 'verificare', '验证', '驗證', '校验', '校驗', '检查',
    '檢查', '检验', '檢驗', '検証', '確認方法', '검증', '확인', 'проверка',
  ],
  source: [
    'source', 'sources', 'fuente', 'origen', 'procedencia', 'quelle', 'herkunft', 'fonte', 'origem', 'origine',
    '来源', '來源', '出处', '出處', '出典', '출처', 'источник',
  ],
  id: ['id', 'rule id', '编号', '編號'],
  guard: ['guard'],
  test: ['test'],
  rule: [
    'rule', 'rule text', 'regla', 'règle', 'regle', 'regel', 'regola', 'regra', 'reguła', 'kural', 'правило',
    '规则', '規則', '规则内容', '規則內容', 'ルール', '규칙', 'lesson', 'lección', 'leccion', 'leçon', 'lecon',
    'lektion', 'lição', 'licao', 'lezione', '教训', '教訓',
  ],
};

/** Keys seen in field lists that rulesweep keeps but does not act on. */
const DESCRIPTIVE = [
  'date', 'fecha', 'datum', 'data', '日期', '日付', '날짜', 'trigger', 'disparador', 'desencadenante', 'déclencheur',
  'declencheur', 'auslöser', 'gatilho', '触发', '觸發', '触发条件', 'scope', 'alcance', 'ámbito', 'ambito', 'portée',
  'portee', 'geltungsbereich', 'escopo', 'ambito di applicazione', '适用范围', '適用範圍', '范围', '範圍', '適用範囲',
  'note', 'notes', 'nota', 'notas', 'remarque', 'hinweis', 'anmerkung', 'observação', 'observacao', '备注', '備註',
  '注意', 'メモ', '비고', 'why', 'reason', 'razón', 'razon', 'motivo', 'raison', 'grund', 'porquê', 'porque', '原因',
  '理由', '이유', 'example', 'examples', 'ejemplo', 'exemple', 'beispiel', 'exemplo', 'esempio', '示例', '例子', '例',
  '예시', 'status', 'estado', 'statut', 'stato', '状态', '狀態', 'severity', 'severidad', 'sévérité', 'schweregrad',
  'priority', 'prioridad', 'priorité', 'priorität', 'prioridade', '优先级', '優先級', 'context', 'contexto',
  'contexte', 'kontext', 'contesto', '背景', '上下文', 'evidence', 'evidencia', 'preuve', 'beleg', 'evidência',
  '证据', '證據', 'sessions ok', 'sesiones ok', 'sessões ok', 'graduation', 'graduación', 'graduacion', 'tags',
  'etiquetas', 'category', 'categoría', 'categoria', 'catégorie', 'kategorie', '分类', '分類', 'owner', 'author',
  'autor', 'auteur', '作者', 'applies to', 'aplica a', 'fix', 'solución', 'solucion', 'solution', 'lösung',
  'solução', '解决', '解決', 'learned', 'aprendido', 'appris', 'gelernt', 'anti pattern', 'antipattern', 'impact',
  'impacto', '影响', '影響',
];

const KEY_ROLE = new Map<string, FieldRole>();
for (const [role, keys] of Object.entries(ROLES)) for (const key of keys) KEY_ROLE.set(normalizeKey(key), role as FieldRole);
const DESCRIPTIVE_KEYS = new Set(DESCRIPTIVE.map(normalizeKey));

/** `Sessions_OK`, `**Regla**`, `規則` (full width or not): compared lower-case, NFKC, spaced. */
export function normalizeKey(key: string): string {
  return key.normalize('NFKC').toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
}

export function roleOf(key: string): FieldRole {
  return KEY_ROLE.get(normalizeKey(key)) ?? 'other';
}

// `- **Key**: value`, `**Key:** value`, `Key：value`, `Clé : valeur`, with an optional bullet or
// check box. The key: a letter first, then up to 40 letters, digits, spaces, dashes.
const FIELD = /^([ \t]*(?:[-*+][ \t]+(?:\[[ xX]\][ \t]+)?)?)(\*\*|__)?([\p{L}][\p{L}\p{M}\p{N} _'’-]{0,39}?)(\*\*|__)?[ \t]*[:：](?:(\*\*|__)(?=[ \t]|$))?[ \t]*(.*)$/u;
const BRACKETED = /^([ \t]*(?:[-*+][ \t]+)?\[(source|id)[ \t]*[:：][ \t]*)(.*?)\][ \t]*$/i;

/**
 * The field a line holds, or undefined. `singleWord` refuses keys with spaces (under a list item,
 * where a wrapped sentence `Because of X: …` must stay text); `source`/`id` in brackets are always read.
 */
export function readFieldLine(line: string, options: { singleWord?: boolean } = {}): FieldLine | undefined {
  const bracket = BRACKETED.exec(line);
  if (bracket) {
    const role = bracket[2]!.toLowerCase() as 'source' | 'id';
    return { key: bracket[2]!, role, known: true, value: bracket[3]!.trim(), column: bracket[1]!.length + 1, bracketed: true };
  }
  const match = FIELD.exec(line);
  if (!match) return undefined;
  const [, , open, rawKey, close, after, rest] = match;
  // `**Key**:` and `**Key:**` are fields; `**Key:` or `Key**:` are emphasis out of balance, not a key.
  if ((open ?? '') !== (close ?? after ?? '') && !(open && !close && after)) return undefined;
  const key = rawKey!.trim();
  const value = rest!.trimEnd();
  if (value.startsWith('//') || value.startsWith('\\')) return undefined;
  const words = key.split(/\s+/).length;
  if (words > 4 || (options.singleWord && words > 1)) return undefined;
  const role = roleOf(key);
  if (options.singleWord && role === 'other' && !/^[\p{L}][\p{L}\p{N}_-]*$/u.test(key)) return undefined;
  const column = line.length - rest!.length + 1;
  return { key, role, known: role !== 'other' || DESCRIPTIVE_KEYS.has(normalizeKey(key)), value, column, bracketed: false };
}
