// The main Indian cities with their own panchang page (/panchang/<slug>), by GeoNames id in the
// offline gazetteer (content/places/cities.json), with its coordinates copied here so a page needs no lookup.

export interface MainCity {
  slug: string;
  name: string;
  /** GeoNames id in the gazetteer. */
  placeId: string;
  latitude: number;
  longitude: number;
}

/** Every main city is in India, on India's one time zone. */
export const MAIN_CITY_TIMEZONE = 'Asia/Kolkata';

export const MAIN_CITIES: readonly MainCity[] = [
  { slug: 'new-delhi', name: 'New Delhi', placeId: '1261481', latitude: 28.6358, longitude: 77.2245 },
  { slug: 'mumbai', name: 'Mumbai', placeId: '1275339', latitude: 19.0728, longitude: 72.8826 },
  { slug: 'kolkata', name: 'Kolkata', placeId: '1275004', latitude: 22.5626, longitude: 88.363 },
  { slug: 'chennai', name: 'Chennai', placeId: '1264527', latitude: 13.0878, longitude: 80.2785 },
  { slug: 'bengaluru', name: 'Bengaluru', placeId: '1277333', latitude: 12.9719, longitude: 77.5937 },
  { slug: 'hyderabad', name: 'Hyderabad', placeId: '1269843', latitude: 17.384, longitude: 78.4564 },
  { slug: 'ahmedabad', name: 'Ahmedabad', placeId: '1279233', latitude: 23.0258, longitude: 72.5873 },
  { slug: 'pune', name: 'Pune', placeId: '1259229', latitude: 18.5196, longitude: 73.8554 },
  { slug: 'jaipur', name: 'Jaipur', placeId: '1269515', latitude: 26.9196, longitude: 75.7878 },
  { slug: 'lucknow', name: 'Lucknow', placeId: '1264733', latitude: 26.8393, longitude: 80.9231 },
  { slug: 'varanasi', name: 'Varanasi', placeId: '1253405', latitude: 25.3167, longitude: 83.0104 },
  { slug: 'ujjain', name: 'Ujjain', placeId: '1253914', latitude: 23.1824, longitude: 75.7764 },
  { slug: 'patna', name: 'Patna', placeId: '1260086', latitude: 25.5941, longitude: 85.1356 },
  { slug: 'bhopal', name: 'Bhopal', placeId: '1275841', latitude: 23.2547, longitude: 77.4029 },
  { slug: 'chandigarh', name: 'Chandigarh', placeId: '1274746', latitude: 30.7363, longitude: 76.7884 },
  { slug: 'kochi', name: 'Kochi', placeId: '1273874', latitude: 9.9399, longitude: 76.2602 },
  { slug: 'guwahati', name: 'Guwahati', placeId: '1271476', latitude: 26.1844, longitude: 91.7458 },
  { slug: 'bhubaneswar', name: 'Bhubaneswar', placeId: '1275817', latitude: 20.2724, longitude: 85.8339 },
  { slug: 'indore', name: 'Indore', placeId: '1269743', latitude: 22.7179, longitude: 75.8333 },
  { slug: 'haridwar', name: 'Haridwar', placeId: '1270351', latitude: 29.9479, longitude: 78.1603 },
];

/** The city shown when the visitor has chosen none. */
export const DEFAULT_PANCHANG_CITY = MAIN_CITIES[0]!;

export function mainCityBySlug(slug: string): MainCity | undefined {
  return MAIN_CITIES.find((c) => c.slug === slug);
}
