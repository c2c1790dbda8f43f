import type { Expert, SampleAstrologer } from './types';

// Fictional consultants used as seed content. Portraits are illustrated (SVG art, rasterised to WebP).
export const experts: Expert[] = [
  {
    name: 'Acharya Rajendra Sharma',
    title: 'Senior Vastu Consultant',
    description:
      'Over 25 years of experience in residential and plot Vastu, including site visits across Delhi NCR. Known for practical, non-demolition remedies. Consults in Hindi and English.',
    image: '/images/experts/acharya-rajendra-sharma.webp',
    type: 'vastu',
    phone: '+91 98765 43210',
    chatLink: '',
  },
  {
    name: 'Meenakshi Agarwal',
    title: 'Residential Vastu Consultant',
    description:
      'Twelve years of guiding families on new homes, flats and renovations. Specialises in kitchen, bedroom and pooja room placement using simple rearrangements. Speaks Hindi, English and Punjabi.',
    image: '/images/experts/meenakshi-agarwal.webp',
    type: 'vastu',
    phone: '+91 98765 43210',
    chatLink: '',
  },
  {
    name: 'Vikram Malhotra',
    title: 'Commercial Vastu Specialist',
    description:
      'Fifteen years of Vastu planning for offices, showrooms and factories in Faridabad and Gurugram. Works alongside architects on layouts, cabin placement and entrances. Consults in Hindi and English.',
    image: '/images/experts/vikram-malhotra.webp',
    type: 'vastu',
    phone: '+91 98765 43210',
    chatLink: '',
  },
  {
    name: 'Pandit Harish Mishra',
    title: 'Senior Vedic Astrologer',
    description:
      'A Jyotish practitioner for over 20 years, focusing on career, marriage timing and dasha analysis. Offers clear, balanced guidance with simple remedies. Speaks Hindi, English and Sanskrit.',
    image: '/images/experts/pandit-harish-mishra.webp',
    type: 'astrology',
    phone: '+91 98765 43210',
    chatLink: '',
  },
  {
    name: 'Dr. Kavita Joshi',
    title: 'Vedic Astrologer',
    description:
      'Holds a doctorate in Jyotish and has 14 years of consulting experience. Specialises in birth chart reading, transits and health indications. Consults in Hindi, English and Marathi.',
    image: '/images/experts/dr-kavita-joshi.webp',
    type: 'astrology',
    phone: '+91 98765 43210',
    chatLink: '',
  },
  {
    name: 'Arjun Trivedi',
    title: 'KP & Prashna Astrologer',
    description:
      'Nine years of practice in Krishnamurti Paddhati and Prashna (horary) astrology. Answers specific questions on jobs, property and travel with precise timing. Speaks Hindi, English and Gujarati.',
    image: '/images/experts/arjun-trivedi.webp',
    type: 'astrology',
    phone: '+91 98765 43210',
    chatLink: '',
  },
  {
    name: 'Neha Kapoor',
    title: 'Numerologist & Name Correction Expert',
    description:
      'Ten years of experience in Chaldean and Pythagorean numerology. Helps with name spellings, business names and lucky dates for launches. Consults in Hindi and English.',
    image: '/images/experts/neha-kapoor.webp',
    type: 'numerology',
    phone: '+91 98765 43210',
    chatLink: '',
  },
  {
    name: 'Sanjay Bansal',
    title: 'Numerology Consultant',
    description:
      'Eight years of guiding clients on mobile numbers, vehicle numbers and brand names through numerology. Combines it with basic Vastu for shops and offices. Speaks Hindi and English.',
    image: '/images/experts/sanjay-bansal.webp',
    type: 'numerology',
    phone: '+91 98765 43210',
    chatLink: '',
  },
  {
    name: 'Pandit Dinesh Shastri',
    title: 'Kundli Matching Expert',
    description:
      'Over 30 years of experience in Kundli milan, Guna matching and Manglik analysis. Gives families a calm, detailed view of compatibility and muhurat for marriage. Speaks Hindi and Sanskrit.',
    image: '/images/experts/pandit-dinesh-shastri.webp',
    type: 'kundli',
    phone: '+91 98765 43210',
    chatLink: '',
  },
  {
    name: 'Sunita Bhardwaj',
    title: 'Kundli & Horoscope Analyst',
    description:
      'Eighteen years of preparing and interpreting detailed Kundlis for newborns, students and couples. Known for patient explanations of yogas and dashas. Consults in Hindi, English and Haryanvi.',
    image: '/images/experts/sunita-bhardwaj.webp',
    type: 'kundli',
    phone: '+91 98765 43210',
    chatLink: '',
  },
];

export const sampleAstrologers: SampleAstrologer[] = [
  { name: 'Ritu Saxena', expertise: 'Vedic, Prashna', rating: 4.8, image: '/images/experts/ritu-saxena.webp' },
  { name: 'Mohit Tiwari', expertise: 'KP, Lal Kitab', rating: 4.6, image: '/images/experts/mohit-tiwari.webp' },
  { name: 'Anjali Verma', expertise: 'Tarot, Numerology', rating: 4.7, image: '/images/experts/anjali-verma.webp' },
  { name: 'Pankaj Dwivedi', expertise: 'Vedic, Muhurat', rating: 4.5, image: '/images/experts/pankaj-dwivedi.webp' },
  { name: 'Shalini Arora', expertise: 'Vastu, Face Reading', rating: 4.4, image: '/images/experts/shalini-arora.webp' },
  { name: 'Gopal Krishna Pandey', expertise: 'Kundli Matching, Nadi', rating: 4.9, image: '/images/experts/gopal-krishna-pandey.webp' },
];
