import { ayanaOf, hinduYear, rituOf, SAMVATSARAS } from '@/lib/astro/calendar/hindu-year';

describe('the Hindu year', () => {
  it('counts Vikram, Shaka and Kali from Chaitra Shukla Pratipada', () => {
    // 9 April 2024 opened Vikram 2081 / Shaka 1946; January 2025 (Pausha) is still in it.
    expect(hinduYear('Chaitra', 2024, 4)).toMatchObject({ startYear: 2024, vikram: 2081, shaka: 1946, kaliElapsed: 5125 });
    expect(hinduYear('Pausha', 2025, 1)).toMatchObject({ vikram: 2081, shaka: 1946 });
    expect(hinduYear('Phalguna', 2025, 3)).toMatchObject({ vikram: 2081 });
    expect(hinduYear('Chaitra', 2025, 3)).toMatchObject({ vikram: 2082, shaka: 1947 });
    expect(hinduYear('Pausha', 2024, 12)).toMatchObject({ vikram: 2081 });
    expect(hinduYear('Margashirsha', 2025, 1)).toMatchObject({ vikram: 2081 });
  });

  it('names 1954-55 as the Calendar Reform Committee did: 41 Plavanga in the North, 28 Jaya in the South', () => {
    const y = hinduYear('Vaishakha', 1954, 5);
    expect(y.shaka).toBe(1876);
    expect(y.samvatsara).toEqual({ number: 41, name: 'Plavanga' });
    expect(y.samvatsaraSouth).toEqual({ number: 28, name: 'Jaya' });
  });

  it('names recent years as the almanacs printed them', () => {
    // Ugadi 2024 opened Krodhi and Ugadi 2025 Vishvavasu (South); the North's Vikram 2081 was
    // Kalayukta and 2082 Siddharthi (Vikrami almanacs of those years).
    expect(hinduYear('Chaitra', 2024, 4).samvatsaraSouth.name).toBe('Krodhi');
    expect(hinduYear('Chaitra', 2025, 3).samvatsaraSouth.name).toBe('Vishvavasu');
    expect(hinduYear('Chaitra', 2024, 4).samvatsara.name).toBe('Kalayukta');
    expect(hinduYear('Chaitra', 2025, 3).samvatsara.name).toBe('Siddharthi');
  });

  it('drops one Jovian name about every 85 years in the North, none in the South', () => {
    let dropped = 0;
    for (let year = 1800; year < 2300; year++) {
      const [a, b] = [hinduYear('Chaitra', year, 4), hinduYear('Chaitra', year + 1, 4)];
      expect((b.samvatsaraSouth.number - a.samvatsaraSouth.number + 60) % 60).toBe(1);
      const step = (b.samvatsara.number - a.samvatsara.number + 60) % 60;
      expect([1, 2]).toContain(step);
      if (step === 2) dropped++;
    }
    expect(dropped).toBeGreaterThanOrEqual(5);
    expect(dropped).toBeLessThanOrEqual(6);
    expect(SAMVATSARAS).toHaveLength(60);
  });

  it('gives two lunar months to each ritu, and the ayana from the sidereal Sun', () => {
    expect(['Chaitra', 'Vaishakha', 'Shravana', 'Phalguna'].map((m) => rituOf(m as 'Chaitra'))).toEqual(['Vasanta', 'Vasanta', 'Varsha', 'Shishira']);
    expect(ayanaOf(275)).toBe('Uttarayana'); // Makara
    expect(ayanaOf(15)).toBe('Uttarayana'); // Mesha
    expect(ayanaOf(95)).toBe('Dakshinayana'); // Karka
    expect(ayanaOf(265)).toBe('Dakshinayana'); // Dhanu
  });
});
