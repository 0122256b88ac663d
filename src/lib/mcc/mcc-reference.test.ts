import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isKnownMcc,
  MCC_ENTRIES,
  MCC_OPTIONS,
  mccOption,
  NEW_ENTRY_ID,
  presetCodes,
  type MccEntry,
} from './mcc-reference';

/** The data files as they are on disk, read apart from the module under test. */
const read = (name: string): unknown => JSON.parse(readFileSync(join(import.meta.dirname, name), 'utf8'));
const ordinaryFile = read('mcc-codes.json') as MccEntry[];
const addedFile = read('mcc-codes-added.json') as { mcc: string; name: string }[];
const entry = (code: string) => MCC_ENTRIES.find((candidate) => candidate.mcc === code);

describe('merchant category reference', () => {
  it('MCC-001 keeps mcc-codes.json byte for byte (the upstream sha256) and every entry has the seven fields, newEntry optional', () => {
    const hash = createHash('sha256')
      .update(readFileSync(join(import.meta.dirname, 'mcc-codes.json')))
      .digest('hex');
    expect(hash).toBe('60fff0a4457e18dd03731a8971f219f2d1e4b22a13c1d930aaac07badbfe8e68');
    const fields = [
      'mcc',
      'edited_description',
      'combined_description',
      'usda_description',
      'irs_description',
      'irs_reportable',
      'id',
    ];
    for (const row of MCC_ENTRIES) {
      expect(
        Object.keys(row)
          .filter((key) => key !== 'newEntry')
          .sort(),
      ).toEqual([...fields].sort());
      expect(row.mcc).toMatch(/^\d{4}$/);
      expect(typeof row.id).toBe('number');
    }
    expect(MCC_ENTRIES).toHaveLength(ordinaryFile.length + addedFile.length);
  });

  it('MCC-002 irs_reportable is Yes, No followed by a 1.6041-3 reference (no space, as the data has it) or empty', () => {
    const values = new Set(MCC_ENTRIES.map((row) => row.irs_reportable));
    for (const value of values) expect(value).toMatch(/^(Yes|No1\.6041-3\([a-z]\)(\(\d\))?|)$/);
    // The data wins over the row (NS-78): besides (c), the (p)(2), (p)(3) and (p)(4) references occur.
    expect([...values].filter((value) => value.startsWith('No')).sort()).toEqual(
      [...new Set(ordinaryFile.map((row) => row.irs_reportable).filter((value) => value.startsWith('No')))].sort(),
    );
    expect(values).toContain('No1.6041-3(c)');
  });

  it('MCC-003 has the 981 ordinary entries of the data (about 980), the last with id 980 and mcc 9950', () => {
    const ordinary = MCC_ENTRIES.filter((row) => !row.newEntry);
    expect(ordinary).toEqual(ordinaryFile);
    expect(ordinary).toHaveLength(981);
    expect(ordinary.at(-1)).toMatchObject({ id: 980, mcc: '9950' });
    expect(ordinary.map((row) => row.id)).toEqual(ordinary.map((_, index) => index));
  });

  it('MCC-004 turns every added code into a newEntry with id 100000000, "CODE: name" and empty other fields, hotel brands 3791–3831 and 5552 among them', () => {
    const added = MCC_ENTRIES.filter((row) => row.newEntry);
    expect(added.map((row) => row.mcc)).toEqual(addedFile.map((row) => row.mcc).sort());
    for (const { mcc, name } of addedFile) {
      expect(entry(mcc)).toEqual({
        mcc,
        edited_description: `${mcc}: ${name}`,
        combined_description: '',
        usda_description: '',
        irs_description: '',
        irs_reportable: '',
        id: NEW_ENTRY_ID,
        newEntry: true,
      });
    }
    expect(NEW_ENTRY_ID).toBe(100000000);
    expect(entry('5552')?.newEntry).toBe(true);
    const hotelBrands = added.map((row) => Number(row.mcc)).filter((code) => code >= 3791 && code <= 3831);
    expect(hotelBrands).toHaveLength(40);
  });

  it('MCC-005 code 3816 is an ordinary entry with a plain name and id 695', () => {
    expect(entry('3816')).toMatchObject({ id: 695, edited_description: 'Home2Suites' });
    expect(entry('3816')?.newEntry).toBeUndefined();
  });

  it('MCC-006 codes 5815–5818 and 4815 have empty tax fields but ordinary ids', () => {
    for (const code of ['4815', '5815', '5816', '5817', '5818']) {
      const row = entry(code);
      expect(row?.irs_reportable, code).toBe('');
      expect(row?.id, code).toBeLessThanOrEqual(980);
      expect(row?.newEntry, code).toBeUndefined();
    }
  });

  it('MCC-007 some government-lottery, online-gambling and visa-only codes have empty combined and irs fields', () => {
    const empty = ordinaryFile.filter((row) => row.combined_description === '' && row.irs_description === '');
    expect(empty.length).toBeGreaterThan(0);
    const names = empty.map((row) => row.edited_description.toLowerCase()).join(' | ');
    expect(names).toMatch(/lotter/);
    expect(names).toMatch(/gambling/);
    for (const row of empty) expect(entry(row.mcc)).toMatchObject({ combined_description: '', irs_description: '' });
  });

  it('MCC-008 generic hotel codes share Hotels/Motels/Inns/Resorts, car rental codes share Car Rental, and 3399–7216 spans those blocks', () => {
    const described = (text: string) =>
      MCC_ENTRIES.filter((row) => row.combined_description === text || row.edited_description === text);
    expect(described('Hotels/Motels/Inns/Resorts').length).toBeGreaterThan(1);
    expect(described('Car Rental').length).toBeGreaterThan(1);
    const portion = MCC_ENTRIES.filter((row) => Number(row.mcc) >= 3399 && Number(row.mcc) <= 7216);
    const hotelBlock = portion.filter((row) => Number(row.mcc) >= 3501 && Number(row.mcc) <= 3790);
    expect(hotelBlock.length).toBeGreaterThan(200);
    expect(portion.some((row) => row.mcc === '7011')).toBe(true);
    expect(portion.at(-1)?.mcc).toBe('7216');
  });

  it('MCC-009 exposes each entry as {mcc: number, displayName}: the translation, else "code: description"', () => {
    expect(MCC_OPTIONS).toHaveLength(1022);
    expect(MCC_OPTIONS[0]).toEqual({ mcc: 742, displayName: '0742: Veterinary Services' });
    const added = addedFile[0];
    expect(MCC_OPTIONS.find((option) => option.mcc === Number(added?.mcc))?.displayName).toBe(
      `${added?.mcc}: ${added?.name}`,
    );
    const vet = entry('0742');
    expect(vet && mccOption(vet, { '0742': 'Tierärzte' })).toEqual({ mcc: 742, displayName: 'Tierärzte' });
    expect(isKnownMcc(742)).toBe(true);
    expect(isKnownMcc(1234)).toBe(false);
  });

  it('MCC-010 presets: airlines = the data’s codes 3000–3299 plus 4511, hotels = 3501–3831 plus 7011, none = empty', () => {
    const codes = [...ordinaryFile.map((row) => Number(row.mcc)), ...addedFile.map((row) => Number(row.mcc))];
    const within = (from: number, to: number) => codes.filter((code) => code >= from && code <= to);
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    expect(presetCodes('airlines')).toEqual(sorted([...within(3000, 3299), 4511]));
    expect(presetCodes('hotels')).toEqual(sorted([...within(3501, 3831), 7011]));
    expect(presetCodes('hotels')).toContain(3816);
    expect(presetCodes('hotels')).toContain(3831);
    expect(presetCodes('none')).toEqual([]);
  });
});
