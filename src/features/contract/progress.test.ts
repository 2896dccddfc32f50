import { describe, it, expect } from 'vitest';
import { displayProgress, nextProcessingProgress } from './progress';

const now = Date.parse('2026-11-22T10:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('displayProgress', () => {
  it('counts seconds since the last update while running, capped at 80', () => {
    expect(displayProgress({ status: 'RUNNING', sec: 0, updated_at: ago(30) }, now)).toBe(30);
    expect(displayProgress({ status: 'RUNNING', sec: 0, updated_at: ago(500) }, now)).toBe(80);
  });
  it('uses the real server progress when it is ahead, still capped at 80', () => {
    expect(displayProgress({ status: 'RUNNING', sec: 60, updated_at: ago(2) }, now)).toBe(60);
    expect(displayProgress({ status: 'RUNNING', sec: 95, updated_at: ago(2) }, now)).toBe(80);
  });
  it('shows 100 when finished and 0 when failed or queued', () => {
    expect(displayProgress({ status: 'FINISH', sec: 100, updated_at: ago(2) }, now)).toBe(100);
    expect(displayProgress({ status: 'FAILURE', sec: 40, updated_at: ago(2) }, now)).toBe(0);
    expect(displayProgress({ status: 'PENDING', sec: 0, updated_at: ago(20) }, now)).toBe(0);
  });
});

describe('nextProcessingProgress', () => {
  it('rises by 2 and stops at 90', () => {
    expect(nextProcessingProgress(10)).toBe(12);
    expect(nextProcessingProgress(89)).toBe(90);
    expect(nextProcessingProgress(90)).toBe(90);
  });
});
