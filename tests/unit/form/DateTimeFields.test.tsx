import { render, screen } from '@testing-library/react';
import { DateTimeFields, splitDate, splitTime, withSeconds } from '@/components/form/DateTimeFields';

describe('the one date-and-time control', () => {
  it('is a date picker and a time picker with seconds, labelled and bounded to the supported years', () => {
    render(<DateTimeFields ids={(p) => `x-${p}`} date="" time="" onDateChange={() => {}} onTimeChange={() => {}} errors={{ date: 'Date of birth is required.' }} />);
    const date = screen.getByLabelText('Date of birth');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '1800-01-01');
    expect(date).toHaveAttribute('max', '2299-12-31');
    expect(date).toHaveAccessibleDescription('Date of birth is required.');
    expect(screen.getByLabelText('Time of birth')).toHaveAttribute('step', '1');
  });

  it('without a time it is the date alone (the lucky number)', () => {
    render(<DateTimeFields ids={() => 'dob'} date="1990-08-09" onDateChange={() => {}} />);
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-08-09');
    expect(screen.queryByLabelText('Time of birth')).toBeNull();
  });
});

describe('splitting into the kundli request’s numbers', () => {
  it.each([
    ['1966-06-04', { year: '1966', month: '6', day: '4' }],
    ['', { year: '', month: '', day: '' }],
    ['04/06/1966', { year: '', month: '', day: '' }],
  ])('date %s', (input, expected) => expect(splitDate(input)).toEqual(expected));

  it.each([
    ['06:55:16', { hours: '6', minutes: '55', seconds: '16' }],
    ['00:05', { hours: '0', minutes: '5', seconds: '0' }],
    ['', { hours: '', minutes: '', seconds: '0' }],
  ])('time %s', (input, expected) => expect(splitTime(input)).toEqual(expected));

  it('a time without seconds gets :00 (the spec’s HH:MM:SS)', () => {
    expect(withSeconds('07:45')).toBe('07:45:00');
    expect(withSeconds('07:45:30')).toBe('07:45:30');
  });
});
