/**
 * The merchant category reference (part 3 §3 "Merchant category entry", NS-78): the 981 ordinary
 * entries of mcc-codes.json and the 41 codes the product adds (mcc-codes-added.json) as `newEntry`
 * records, each exposed as `{mcc, displayName}`, and the presets of the reward form (part 2 §3).
 * The app loads this module lazily (it is most of the reward form's weight); the fake backend reads
 * it to refuse unknown codes.
 */
import addedCodes from './mcc-codes-added.json';
import ordinaryCodes from './mcc-codes.json';

/** One row of the reference table (MCC-001). */
export interface MccEntry {
  /** Four-digit code as text ("0742"). */
  mcc: string;
  edited_description: string;
  combined_description: string;
  usda_description: string;
  irs_description: string;
  /** "Yes", "No" followed by a 1.6041-3 reference (e.g. "No1.6041-3(c)"), or "" (MCC-002, NS-78). */
  irs_reportable: string;
  id: number;
  /** True for the codes the product adds (MCC-004). */
  newEntry?: true;
}

/** An entry as the picker offers it (MCC-009). */
export interface MccOption {
  mcc: number;
  displayName: string;
}

/** The placeholder id of every entry the product adds (MCC-004). */
export const NEW_ENTRY_ID = 100_000_000;

interface AddedCode {
  mcc: string;
  name: string;
  source: string;
}

function addedEntry({ mcc, name }: AddedCode): MccEntry {
  return {
    mcc,
    edited_description: `${mcc}: ${name}`,
    combined_description: '',
    usda_description: '',
    irs_description: '',
    irs_reportable: '',
    id: NEW_ENTRY_ID,
    newEntry: true,
  };
}

/** Every entry, ordered by code: the ordinary ones, then the added ones merged in by code. */
export const MCC_ENTRIES: readonly MccEntry[] = [
  ...(ordinaryCodes as readonly MccEntry[]),
  ...(addedCodes as readonly AddedCode[]).map(addedEntry),
].sort((a, b) => a.mcc.localeCompare(b.mcc));

/**
 * MCC-009: the code as a number and the display name: the translation when `translations` has
 * one, else "{code}: {description}". An added entry's description already is "CODE: name".
 */
export function mccOption(entry: MccEntry, translations: Readonly<Record<string, string>> = {}): MccOption {
  const translated = translations[entry.mcc];
  const displayName =
    translated ?? (entry.newEntry ? entry.edited_description : `${entry.mcc}: ${entry.edited_description}`);
  return { mcc: Number(entry.mcc), displayName };
}

/** Every entry as `{mcc, displayName}`, ordered by code. */
export const MCC_OPTIONS: readonly MccOption[] = MCC_ENTRIES.map((entry) => mccOption(entry));

const KNOWN = new Set(MCC_OPTIONS.map((option) => option.mcc));

/** Whether `code` is in the reference. */
export function isKnownMcc(code: number): boolean {
  return KNOWN.has(code);
}

export const MCC_PRESETS = ['airlines', 'hotels', 'none'] as const;
export type MccPreset = (typeof MCC_PRESETS)[number];

/** MCC-010: the code ranges (inclusive) and single codes of each preset. */
const PRESET_RANGES: Readonly<Record<MccPreset, readonly (readonly [number, number])[]>> = {
  airlines: [
    [3000, 3299],
    [4511, 4511],
  ],
  hotels: [
    [3501, 3831],
    [7011, 7011],
  ],
  none: [],
};

/** MCC-010: the reference's codes a preset selects, ascending; none selects nothing. */
export function presetCodes(preset: MccPreset): number[] {
  const ranges = PRESET_RANGES[preset];
  return MCC_OPTIONS.map((option) => option.mcc).filter((code) =>
    ranges.some(([from, to]) => code >= from && code <= to),
  );
}
