import { describe, expect, test } from 'vitest';
import { parseFigureQuestion as sut } from './figure-question.js';

const both = ['applications', 'terminations'];

describe('reading a question about the overview figures', () => {
  test('how many, of which list, in which status and period, in English', () => {
    expect(sut('How many terminations this month?')).toEqual({
      topic: 'count',
      lists: ['terminations'],
      status: null,
      period: 'thisMonth',
    });
    expect(sut('How many applications are waiting for a decision?')).toMatchObject({
      lists: ['applications'],
      status: 'pending',
      period: null,
    });
    expect(sut('how many applications were approved this year')).toMatchObject({
      status: 'approved',
      period: 'thisYear',
    });
    expect(sut('Number of requests that came in today')).toMatchObject({ lists: both, period: 'today' });
    expect(sut('How many applications and terminations are open?')).toMatchObject({ lists: both, status: 'open' });
    expect(sut('How many applications need more information?')).toMatchObject({ status: 'needsinfo' });
    expect(sut('Count of completed terminations this week')).toMatchObject({
      lists: ['terminations'],
      status: 'completed',
      period: 'thisWeek',
    });
  });

  test('how many, in Afrikaans, Sesotho and isiZulu', () => {
    expect(sut('Hoeveel beëindigings hierdie maand?')).toMatchObject({ lists: ['terminations'], period: 'thisMonth' });
    expect(sut("Hoeveel aansoeke wag op 'n besluit?")).toMatchObject({ lists: ['applications'], status: 'pending' });
    expect(sut('Ke dikopo tse kae tse emetseng qeto?')).toMatchObject({ lists: ['applications'], status: 'pending' });
    expect(sut('Ka kopo, ho na le dikopo tse kae kajeno?')).toMatchObject({ lists: ['applications'], period: 'today' });
    expect(sut('Zingaki izicelo ezilinde isinqumo?')).toMatchObject({ lists: ['applications'], status: 'pending' });
    expect(sut('Kunokunqamulwa okungaki kule nyanga?')).toMatchObject({ lists: ['terminations'], period: 'thisMonth' });
    expect(sut('Zingaki izicelo ezilinde imininingwane yekhasimende?')).toMatchObject({ status: 'needsinfo' });
  });

  test('which are late, of the list asked', () => {
    expect(sut('Which applications are late?')).toEqual({
      topic: 'late',
      lists: ['applications'],
      status: null,
      period: null,
    });
    expect(sut('which terminations are overdue')).toMatchObject({ topic: 'late', lists: ['terminations'] });
    expect(sut('How many requests are late?')).toMatchObject({ topic: 'late', lists: both });
    expect(sut('How many applications are late today?')).toMatchObject({ topic: 'late', period: null });
    expect(sut('Watter aansoeke is agterstallig?')).toMatchObject({ topic: 'late', lists: ['applications'] });
    expect(sut('Ke dikopo dife tse diehileng?')).toMatchObject({ topic: 'late', lists: ['applications'] });
    expect(sut('Yiziphi izicelo ezephuzile?')).toMatchObject({ topic: 'late', lists: ['applications'] });
  });

  test('a question that names anything else is left to the analyses', () => {
    expect(sut('how many requests needed rework')).toBeNull();
    expect(sut('How many stalled applications are there?')).toBeNull();
    expect(sut('which applications are stuck?')).toBeNull();
    expect(sut('how long do customers wait for a decision?')).toBeNull();
    expect(sut('Which terminations gave late notice?')).toBeNull();
    expect(sut('hoe laat is dit?')).toBeNull();
    expect(sut('How many?')).toBeNull();
    expect(sut('will PM-2026-12345 be approved?')).toBeNull();
  });
});
