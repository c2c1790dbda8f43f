import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import AvailabilityEditor from '@/components/expert-forms/AvailabilityEditor';
import { addSlot, removeSlot, toggleDay, updateSlot } from '@/components/expert-forms/availability';
import { WEEKDAYS, defaultAvailability, type WeeklyAvailability } from '@/lib/contract/expert-profile';

const REFILL = { refillEmptyDays: true };
const KEEP = { refillEmptyDays: false };

describe('availability rules', () => {
  it('toggling a day off marks it Not Available and drops its slots', () => {
    const week = defaultAvailability();
    const next = toggleDay(week, 'Monday', REFILL);
    expect(next.Monday).toEqual({ available: false, slots: [] });
    expect(week.Monday.available).toBe(true); // the input is not changed
    expect(next.Tuesday).toBe(week.Tuesday);
  });

  it('astrologer rule: a day available again with no slots gets one 09:00-12:00 slot', () => {
    const off = toggleDay(defaultAvailability(), 'Friday', REFILL);
    expect(toggleDay(off, 'Friday', REFILL).Friday).toEqual({ available: true, slots: [{ start: '09:00', end: '12:00' }] });
  });

  it('astrologer rule: a slot list that becomes empty is reset to 09:00-12:00', () => {
    const week = updateSlot(defaultAvailability(), 'Monday', 0, { start: '14:00', end: '15:00' }, REFILL);
    expect(removeSlot(week, 'Monday', 0, REFILL).Monday.slots).toEqual([{ start: '09:00', end: '12:00' }]);
  });

  it('without the astrologer rule an available day may be left without slots', () => {
    const off = toggleDay(defaultAvailability(), 'Friday', KEEP);
    expect(toggleDay(off, 'Friday', KEEP).Friday).toEqual({ available: true, slots: [] });
    expect(removeSlot(defaultAvailability(), 'Monday', 0, KEEP).Monday.slots).toEqual([]);
  });

  it('adds 09:00-10:00 slots and edits one slot without touching the others', () => {
    let week: WeeklyAvailability = addSlot(defaultAvailability(), 'Sunday', KEEP);
    expect(week.Sunday.slots).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '09:00', end: '10:00' },
    ]);
    week = updateSlot(week, 'Sunday', 1, { end: '08:00' }, KEEP); // end before start is the server's business
    expect(week.Sunday.slots[1]).toEqual({ start: '09:00', end: '08:00' });
    expect(week.Sunday.slots[0]).toEqual({ start: '09:00', end: '12:00' });
  });
});

function Harness({ refill, onChange }: { refill?: boolean; onChange?: (w: WeeklyAvailability) => void }) {
  const [week, setWeek] = useState(defaultAvailability);
  return (
    <AvailabilityEditor
      legend="Weekly availability"
      value={week}
      refillEmptyDays={refill}
      onChange={(next) => {
        setWeek(next);
        onChange?.(next);
      }}
    />
  );
}

const day = (name: string) => screen.getByRole('group', { name });
const dayswitch = (name: string) => screen.getByRole('switch', { name: new RegExp(`^${name}:`) });

describe('AvailabilityEditor', () => {
  it('lists Monday to Sunday, each available with one labelled 09:00-12:00 slot', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Weekly availability' })).toBeInTheDocument();
    expect(screen.getAllByRole('switch').map((s) => s.textContent?.replace(/^\w+: /, ''))).toEqual(WEEKDAYS.map(() => 'Available'));
    for (const d of WEEKDAYS) {
      expect(dayswitch(d)).toHaveAttribute('aria-checked', 'true');
      expect(screen.getByLabelText(`${d} slot 1 start`)).toHaveValue('09:00');
      expect(screen.getByLabelText(`${d} slot 1 end`)).toHaveValue('12:00');
      expect(screen.getByLabelText(`${d} slot 1 start`)).toHaveAttribute('type', 'time');
    }
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('adds a 09:00-10:00 slot; Remove shows only while a day has more than one slot', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(within(day('Tuesday')).getByRole('button', { name: 'Add slot to Tuesday' }));
    expect(screen.getByLabelText('Tuesday slot 2 start')).toHaveValue('09:00');
    expect(screen.getByLabelText('Tuesday slot 2 end')).toHaveValue('10:00');
    expect(within(day('Tuesday')).getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);
    expect(within(day('Monday')).queryByRole('button', { name: /^Remove/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Tuesday slot 1' }));
    expect(screen.getByLabelText('Tuesday slot 1 end')).toHaveValue('10:00');
    expect(screen.queryByLabelText('Tuesday slot 2 start')).toBeNull();
    expect(within(day('Tuesday')).queryByRole('button', { name: /^Remove/ })).toBeNull();
    // Focus stays in the day instead of falling back to the page.
    expect(screen.getByRole('button', { name: 'Add slot to Tuesday' })).toHaveFocus();
  });

  it('toggles a day between Available and Not Available with a visible state label', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness refill onChange={onChange} />);
    await user.click(dayswitch('Wednesday'));
    expect(dayswitch('Wednesday')).toHaveAttribute('aria-checked', 'false');
    expect(dayswitch('Wednesday')).toHaveTextContent('Not Available');
    expect(screen.queryByLabelText('Wednesday slot 1 start')).toBeNull();
    expect(within(day('Wednesday')).queryByRole('button', { name: /Add slot/ })).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ Wednesday: { available: false, slots: [] } }));
  });

  it('astrologer form: a day made available again starts with one 09:00-12:00 slot', async () => {
    const user = userEvent.setup();
    render(<Harness refill />);
    await user.click(screen.getByRole('button', { name: 'Add slot to Thursday' }));
    await user.click(dayswitch('Thursday'));
    await user.click(dayswitch('Thursday'));
    expect(dayswitch('Thursday')).toHaveTextContent('Available');
    expect(screen.getByLabelText('Thursday slot 1 start')).toHaveValue('09:00');
    expect(screen.getByLabelText('Thursday slot 1 end')).toHaveValue('12:00');
    expect(screen.queryByLabelText('Thursday slot 2 start')).toBeNull();
  });

  it('without that rule a day made available again has no slots until one is added', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(dayswitch('Saturday'));
    await user.click(dayswitch('Saturday'));
    expect(screen.queryByLabelText('Saturday slot 1 start')).toBeNull();
    expect(within(day('Saturday')).getByText(/No time slots yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add slot to Saturday' }));
    expect(screen.getByLabelText('Saturday slot 1 start')).toHaveValue('09:00');
    expect(screen.getByLabelText('Saturday slot 1 end')).toHaveValue('10:00');
  });

  it('edits start and end times, without checking that the end is after the start', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Friday slot 1 start'), { target: { value: '18:30' } });
    fireEvent.change(screen.getByLabelText('Friday slot 1 end'), { target: { value: '10:00' } });
    expect(screen.getByLabelText('Friday slot 1 start')).toHaveValue('18:30');
    expect(screen.getByLabelText('Friday slot 1 end')).toHaveValue('10:00');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ Friday: { available: true, slots: [{ start: '18:30', end: '10:00' }] } }));
  });

  it('is keyboard operable: Space toggles a focused day', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    dayswitch('Sunday').focus();
    await user.keyboard(' ');
    expect(dayswitch('Sunday')).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Enter}');
    expect(dayswitch('Sunday')).toHaveAttribute('aria-checked', 'true');
  });
});
