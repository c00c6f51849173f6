// Reading a hook's options without commander, which the hooks never load: `--name value` and
// `--name=value`, each flag handed to the caller, who ignores what it does not know (fail-open).
// `learn hook` and `guard` both read their options through it.

/** Calls `onFlag` for each word of `argv`; `value()` gives the flag's value, taking the next word when it is not inline. */
export function readHookFlags(argv: readonly string[], onFlag: (flag: string, value: () => string | undefined) => void): void {
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i]!;
    const equals = word.startsWith('--') ? word.indexOf('=') : -1;
    const inline = equals > 0 ? word.slice(equals + 1) : undefined;
    onFlag(equals > 0 ? word.slice(0, equals) : word, () => inline ?? argv[++i]);
  }
}
