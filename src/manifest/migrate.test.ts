import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION, migrateManifest } from './migrate';
import { validate } from './validate-screens.gen.js';
import current from '../../screens.json';

/** The site's own manifest written back as version 1 would have had it. */
function asVersion1(): Record<string, unknown> {
  const text = JSON.stringify(current).replace(/\{"type":"change","unit":"percent"((?:,"[a-z]+":[^,}]+)*)\}/g, '{"type":"percent"$1,"signed":true}');
  return { ...JSON.parse(text), version: 1 };
}

describe('manifest migration', () => {
  it('reads a version-1 file as the current version, which validates', () => {
    const old = asVersion1();
    expect(JSON.stringify(old)).toContain('"signed":true');
    const { doc, from } = migrateManifest(old);
    expect(from).toBe(1);
    expect((doc as { version: number }).version).toBe(CURRENT_VERSION);
    expect(JSON.stringify(doc)).not.toContain('signed');
    expect(validate(doc), JSON.stringify((validate as unknown as { errors: unknown }).errors)).toBe(true);
    expect(doc).toEqual(current); // the site's manifest is the migration of its version-1 form
  });

  it('turns a signed percent into a change and drops `signed: false`', () => {
    const { doc } = migrateManifest({
      version: 1,
      f: [
        { type: 'percent', scale: 'percent', decimals: 2, signed: true },
        { type: 'percent', scale: 'fraction', signed: false },
      ],
    });
    expect(doc).toEqual({
      version: 2,
      f: [
        { type: 'change', unit: 'percent', scale: 'percent', decimals: 2 },
        { type: 'percent', scale: 'fraction' },
      ],
    });
  });

  it('leaves the current version, unknown versions and non-objects to the schema', () => {
    for (const doc of [current, { version: 99 }, { version: '1' }, [], null, 'text']) expect(migrateManifest(doc)).toEqual({ doc });
  });
});
