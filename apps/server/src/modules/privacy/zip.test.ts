import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildZip, readZip } from './zip';

describe('zip', () => {
  it('writes entries that read back byte for byte, deflated or stored, with UTF-8 names', () => {
    const big = Buffer.from('{"a":1}\n'.repeat(1000));
    const binary = Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 3, 255]);
    const zip = buildZip(
      [
        { name: 'profile.json', data: big },
        { name: 'files/रिपोर्ट.pdf', data: binary, store: true },
        { name: 'empty.txt', data: new Uint8Array() },
      ],
      new Date('2030-03-10T04:30:00Z'),
    );
    expect(zip.length).toBeLessThan(big.length);
    const back = readZip(zip);
    expect([...back.keys()]).toEqual(['profile.json', 'files/रिपोर्ट.pdf', 'empty.txt']);
    expect(back.get('profile.json')?.equals(big)).toBe(true);
    expect(back.get('files/रिपोर्ट.pdf')?.equals(binary)).toBe(true);
    expect(back.get('empty.txt')?.length).toBe(0);
  });

  it('is a ZIP other tools read (unzip -t, when installed)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arogya-zip-'));
    const file = path.join(dir, 'x.zip');
    writeFileSync(file, buildZip([{ name: 'a/b.txt', data: Buffer.from('hello') }], new Date()));
    let out: string;
    try {
      out = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    expect(out).toContain('No errors detected');
  });
});
