/** @jest-environment node */
import { fromMetrics, roundOrder, SCRIPT_CHUNKS, summarise } from './main-thread.mjs';

const sample = (task: number, script: number, styleLayout: number) => ({ task, script, styleLayout });

describe('the main-thread comparison of pages', () => {
  it('turns the order round every other round, so that no page always loads first', () => {
    expect(roundOrder(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(roundOrder(['a', 'b', 'c'], 1)).toEqual(['c', 'b', 'a']);
    expect(roundOrder(['a', 'b', 'c'], 2)).toEqual(['a', 'b', 'c']);
  });

  it("reads Chromium's counters, in seconds, as milliseconds", () => {
    const metrics = [
      { name: 'TaskDuration', value: 2.5 },
      { name: 'ScriptDuration', value: 0.4 },
      { name: 'LayoutDuration', value: 0.2 },
      { name: 'RecalcStyleDuration', value: 0.05 },
      { name: 'Nodes', value: 900 },
    ];
    expect(fromMetrics(metrics)).toEqual({ task: 2500, script: 400, styleLayout: 250 });
  });

  it("blocks the script chunks only, as the bench's script-free reference does", () => {
    expect(SCRIPT_CHUNKS.test('http://127.0.0.1:3000/_next/static/chunks/0uu_yq6nmkdo8.js')).toBe(true);
    expect(SCRIPT_CHUNKS.test('http://127.0.0.1:3000/_next/static/chunks/1z46r2wca8b8p.css')).toBe(false);
    expect(SCRIPT_CHUNKS.test('http://127.0.0.1:3000/_next/image?url=%2Fa.jpg&w=828&q=75')).toBe(false);
  });

  it("gives medians per page and, with script-free loads, the scripts' share of each", () => {
    const rows = summarise(['/a', '/b'], {
      '/a': [sample(1000, 200, 100), sample(1400, 260, 120), sample(1200, 220, 90)],
      '/a without scripts': [sample(400, 10, 60), sample(500, 20, 70), sample(450, 15, 80)],
      '/b': [sample(2000, 300, 150), sample(2200, 340, 170)],
      '/b without scripts': [sample(900, 30, 100), sample(1100, 50, 120)],
    });
    expect(rows[0]).toEqual({
      key: '/a',
      task: 1200,
      script: 220,
      styleLayout: 100,
      free: { task: 450, script: 15, styleLayout: 70 },
      scripts: { task: 750, script: 205, styleLayout: 30 },
    });
    expect(rows[1]!.scripts).toEqual({ task: 1100, script: 280, styleLayout: 50 });
  });

  it('gives medians alone when no page was loaded without its scripts', () => {
    expect(summarise(['/a'], { '/a': [sample(1000, 200, 100)] })).toEqual([
      { key: '/a', task: 1000, script: 200, styleLayout: 100 },
    ]);
  });
});
