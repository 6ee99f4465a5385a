import { describe, expect, it } from 'vitest';
import { audioFileProblem } from './audio-file';

function file(name: string, type: string, size = 1000): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('audioFileProblem (voice notes: WebM, OGG, MPEG, MP4, WAV up to 10 MB)', () => {
  it.each([
    ['note.webm', 'audio/webm'],
    ['note.ogg', 'audio/ogg'],
    ['note.mp3', 'audio/mpeg'],
    ['note.mp3', 'audio/mp3'],
    ['note.m4a', 'audio/mp4'],
    ['note.m4a', 'audio/x-m4a'],
    ['note.wav', 'audio/wav'],
    ['note.wav', 'audio/x-wav'],
    ['note.webm', 'audio/webm;codecs=opus'],
    ['note.wav', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(audioFileProblem(file(name, type))).toBeNull();
  });

  it('refuses other types', () => {
    expect(audioFileProblem(file('scan.pdf', 'application/pdf'))).toBe(
      'Please choose an audio file (WebM, OGG, MP3, MP4 or WAV).',
    );
    expect(audioFileProblem(file('song.flac', 'audio/flac'))).toMatch(/audio file/);
    expect(audioFileProblem(file('noext', ''))).toMatch(/audio file/);
  });

  it('refuses more than 10 MB, and takes exactly 10 MB', () => {
    expect(audioFileProblem(file('long.webm', 'audio/webm', 10 * 1024 * 1024))).toBeNull();
    expect(audioFileProblem(file('long.webm', 'audio/webm', 10 * 1024 * 1024 + 1))).toBe(
      'The audio file is larger than 10 MB.',
    );
  });
});
