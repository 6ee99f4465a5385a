import { describe, expect, it } from 'vitest';
import { availabilityPayload, isSelectable, monthCalendar, selectionFrom, toggleDay } from './calendar';

const TODAY = '2026-11-22';

describe('availability calendar', () => {
  it('shows every day of the current month and no other, Monday first', () => {
    const { days, leadingBlanks } = monthCalendar(TODAY);
    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe('2026-11-01');
    expect(days.at(-1)?.date).toBe('2026-11-30');
    // 1 November 2026 is a Sunday.
    expect(leadingBlanks).toBe(6);
    expect(monthCalendar('2026-12-31').days).toHaveLength(31);
    expect(monthCalendar('2027-02-01').days).toHaveLength(28);
  });

  it('disables the days before today and marks today', () => {
    const { days } = monthCalendar(TODAY);
    expect(days.filter((d) => d.past).map((d) => d.day)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(days.find((d) => d.isToday)?.date).toBe(TODAY);
    expect(isSelectable('2026-11-21', TODAY)).toBe(false);
    expect(isSelectable(TODAY, TODAY)).toBe(true);
    expect(isSelectable('2026-12-01', TODAY)).toBe(false);
  });

  it('toggles a day on and off, and ignores a day that cannot be chosen', () => {
    const once = toggleDay([], '2026-11-28', TODAY);
    expect(once).toEqual(['2026-11-28']);
    expect(toggleDay(['2026-11-28', '2026-11-30'], '2026-11-24', TODAY)).toEqual([
      '2026-11-24',
      '2026-11-28',
      '2026-11-30',
    ]);
    expect(toggleDay(once, '2026-11-28', TODAY)).toEqual([]);
    expect(toggleDay(once, '2026-11-10', TODAY)).toEqual(['2026-11-28']);
    expect(toggleDay(once, '2026-12-02', TODAY)).toEqual(['2026-11-28']);
  });

  it('starts from the saved days of this month only', () => {
    expect(
      selectionFrom(
        [{ date: '2026-11-25' }, { date: '2026-11-23' }, { date: '2026-12-01' }, { date: '2026-11-25' }],
        TODAY,
      ),
    ).toEqual(['2026-11-23', '2026-11-25']);
  });

  it('saves the chosen days of this month from today on, sorted, each once', () => {
    expect(
      availabilityPayload(['2026-11-30', TODAY, '2026-11-02', '2026-12-01', '2026-11-30'], TODAY),
    ).toEqual({
      availableDates: [{ date: TODAY }, { date: '2026-11-30' }],
    });
    expect(availabilityPayload([], TODAY)).toEqual({ availableDates: [] });
  });
});
