// ANSI styling for terminals. Formatters receive a palette; without colour every style is a no-op.

export interface Palette {
  green(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  magenta(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
}

const wrap = (open: number, close: number) => (text: string) => `\u001B[${open}m${text}\u001B[${close}m`;
const plain = (text: string) => text;

export function palette(enabled: boolean): Palette {
  if (!enabled) return { green: plain, red: plain, yellow: plain, magenta: plain, dim: plain, bold: plain };
  return {
    green: wrap(32, 39),
    red: wrap(31, 39),
    yellow: wrap(33, 39),
    magenta: wrap(35, 39),
    dim: wrap(2, 22),
    bold: wrap(1, 22),
  };
}
