// What every formatter is given besides the report.
import type { Palette } from './color.js';

export interface FormatContext {
  color: Palette;
  /** The tool's version, for machine formats that record it. */
  version: string;
}
