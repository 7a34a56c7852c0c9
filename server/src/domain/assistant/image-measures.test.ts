import { describe, expect, it } from 'vitest';
import { estimateSkew, greyHistogram, sidesTouched } from './image-measures.js';

const WIDTH = 400;
const HEIGHT = 300;

/** A white page with dark lines of "text" tilted by `degrees`, leaving `margin` pixels clear all round. */
function page(degrees: number, margin = 30) {
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(240);
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (let line = 0; line < 12; line++) {
    for (let x = margin; x < WIDTH - margin; x++) {
      const y = Math.round(margin + 10 + line * 20 + (x - WIDTH / 2) * slope);
      for (let dy = 0; dy < 4; dy++) {
        const row = y + dy;
        if (row >= margin && row < HEIGHT - margin) pixels[row * WIDTH + x] = 20;
      }
    }
  }
  return pixels;
}

describe('image measures', () => {
  it('finds the tilt of text lines, and none on a level page', () => {
    expect(estimateSkew(page(0), WIDTH, HEIGHT)).toBe(0);
    expect(Math.abs(estimateSkew(page(8), WIDTH, HEIGHT)!)).toBeCloseTo(8, 0);
    expect(Math.abs(estimateSkew(page(-5), WIDTH, HEIGHT)!)).toBeCloseTo(5, 0);
  });

  it('does not guess a tilt on a blank page', () => {
    expect(estimateSkew(new Uint8Array(WIDTH * HEIGHT).fill(200), WIDTH, HEIGHT)).toBeNull();
  });

  it('finds the dark and light ends and the share of blown-out pixels', () => {
    const pixels = new Uint8Array(100).map((_, i) => (i < 40 ? 0 : i < 90 ? 200 : 255));
    expect(greyHistogram(pixels)).toEqual({ glare: 0.1, darkEnd: 0, lightEnd: 255 });
    expect(greyHistogram(pixels.subarray(0, 90))).toEqual({ glare: 0, darkEnd: 0, lightEnd: 200 });
  });

  it('names the sides where the text runs off the page', () => {
    expect(sidesTouched(page(0), WIDTH, HEIGHT, 220)).toEqual([]);
    expect(sidesTouched(page(0, 0), WIDTH, HEIGHT, 220)).toEqual(expect.arrayContaining(['left', 'right']));
    // Only on paper: on a dark picture the dark pixels are not text.
    expect(sidesTouched(page(0, 0), WIDTH, HEIGHT, 140)).toEqual([]);
  });
});
