/**
 * Reference pair 12 (C025, C072) as a match request: Swati and Krittika are both Antya nadi with no
 * exception; Libra and Taurus are 6/8 (Bhakoot dosha) but both are ruled by Venus; only the girl is Manglik.
 */
export function referencePair12() {
  const person = (name: string, gender: string, dob: string, birthTime: string, birthPlace: string, latitude: number, longitude: number, timezone: string) => ({ name, gender, dob, birthTime, birthPlace, latitude, longitude, timezone });
  return {
    boy: person('Sai Krishna', 'male', '1934-08-16', '16:12:22', 'Port Louis, Mauritius', -20.1609, 57.5012, '+04:00'),
    girl: person('Ishita Banerjee', 'female', '2019-07-26', '18:19:24', 'Honolulu, USA', 21.3069, -157.8583, '-10:00'),
  };
}
