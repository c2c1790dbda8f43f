import { clockText, localDate, longDateText, monthText, timeText } from '@/components/panchang/time-format';
import { panchangHref } from '@/lib/panchang-address';

describe('panchang times in local time', () => {
  it('shows the clock in the place’s offset, and the date only when it is another day', () => {
    // 19:43:47 UTC is 01:13 the next morning in India.
    expect(timeText('1968-03-24T19:43:47.822Z', '+05:30', '1968-03-24')).toBe('1:13 am, Mon, 25 Mar');
    expect(timeText('1968-03-24T00:28:17.166Z', '+05:30', '1968-03-24')).toBe('5:58 am');
    expect(timeText('2024-01-15T17:00:00Z', '-05:00', '2024-01-15')).toBe('12:00 pm');
    expect(clockText(Date.parse('2024-01-15T00:00:00Z'), '+00:00')).toBe('12:00 am');
    expect(localDate('2024-01-15T20:00:00Z', '+05:45')).toBe('2024-01-16');
  });

  it('writes dates and months in full', () => {
    expect(longDateText('2024-01-15')).toBe('Monday, 15 January 2024');
    expect(monthText('2024-01')).toBe('January 2024');
  });

  it('names a place in the page address by its ref, or by coordinates and zone', () => {
    const city = { ref: 'new-delhi', label: 'New Delhi, India', latitude: 28.6, longitude: 77.2, timezone: 'Asia/Kolkata' };
    expect(panchangHref(city, { date: '2024-01-15' })).toBe('/panchang?date=2024-01-15&place=new-delhi');
    expect(panchangHref(city, { month: '2024-01' })).toBe('/panchang?month=2024-01&place=new-delhi');
    expect(panchangHref({ ...city, ref: '', label: 'Somewhere' })).toBe('/panchang?lat=28.6&lon=77.2&tz=Asia%2FKolkata&name=Somewhere');
  });
});
