import { describe, expect, it } from 'vitest';
import { board, BOARD_ROLES } from './board';
import { commissionPages } from './commission-pages';
import { charter, FOUNDED_ON, history, historyToday, MOTTO, objectives } from './youth-group';

describe('the youth group', () => {
  it('was founded on 10 July 2010 under the motto Études, Prière, Partage', () => {
    expect(FOUNDED_ON).toBe('2010-07-10');
    expect(MOTTO).toEqual(['Études', 'Prière', 'Partage']);
  });

  it('tells its history from the founding, oldest first, with valid dates', () => {
    expect(history[0]?.date).toBe(FOUNDED_ON);
    const dates = history.map((event) => event.date);
    expect(dates).toEqual([...dates].sort());
    for (const date of dates) expect(date).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
  });

  it('has objectives and a charter of numbered articles', () => {
    expect(objectives.length).toBeGreaterThanOrEqual(3);
    expect(charter.articles.length).toBeGreaterThanOrEqual(5);
    expect(charter.preamble).toContain('10 juillet 2010');
  });
});

describe('the French of the content', () => {
  const texts = [
    ...objectives.flatMap((objective) => [objective.title, objective.text]),
    ...history.flatMap((event) => [event.title, event.text]),
    historyToday,
    charter.preamble,
    charter.adoption,
    ...charter.articles.flatMap((article) => [article.title, article.text]),
    ...Object.values(BOARD_ROLES).flatMap((role) => [role.title, role.feminineTitle, role.duty]),
    ...board.map((member) => member.name),
    ...Object.values(commissionPages).flatMap((page) => [
      page.summary,
      ...page.mission,
      ...page.activities,
      page.meeting.when,
      page.meeting.where,
      page.join,
      page.lead.name,
      ...(page.links ?? []).map((link) => link.label),
    ]),
  ];

  it('uses the typographic apostrophe and French guillemets', () => {
    for (const text of texts) {
      expect(text, text).not.toMatch(/'/);
      expect(text, text).not.toMatch(/"/);
    }
  });

  it('has no placeholder text', () => {
    for (const text of texts) expect(text, text).not.toMatch(/lorem|ipsum|TODO|xxx/i);
  });
});
