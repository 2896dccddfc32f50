/**
 * A course's cover, drawn as SVG from its practice area and title, so the catalogue needs no image files and every
 * course has a legible cover. Text is escaped: titles are data.
 */
import type { TCourseEntry } from './course-catalogue';
import { PRACTICE_AREAS } from './course-catalogue';

const PALETTE = ['#1d4ed8', '#0f766e', '#7c3aed', '#b45309', '#be123c', '#0369a1', '#15803d', '#4338ca', '#a16207', '#0e7490', '#9333ea', '#c2410c', '#334155'];

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Splits a title into lines of at most `width` characters (Chinese text wraps anywhere). */
function wrap(title: string, width: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < title.length && lines.length < 3; i += width) lines.push(title.slice(i, i + width));
  return lines;
}

/** 480x270 SVG cover. */
export function drawCourseCover(course: TCourseEntry): string {
  const colour = PALETTE[Math.max(0, PRACTICE_AREAS.indexOf(course.area as (typeof PRACTICE_AREAS)[number])) % PALETTE.length];
  const lines = wrap(course.title, 13)
    .map((line, i) => `<text x="32" y="${118 + i * 40}" font-size="30" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270" font-family="Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
<rect width="480" height="270" fill="url(#g)"/>
<circle cx="430" cy="40" r="90" fill="#fff" opacity="0.07"/>
<text x="32" y="56" font-size="18" fill="#fff" opacity="0.85">${escapeXml(course.area)} · ${escapeXml(course.level)}</text>
${lines}
<text x="32" y="244" font-size="16" fill="#fff" opacity="0.8">律台学习 · ${course.minutes} 分钟</text>
</svg>`;
}
