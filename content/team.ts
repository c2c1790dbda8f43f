import type { TimeRange, WeekdayKey, WeeklyHours } from '../lib/experts/hours';
import type { Locale } from '../lib/i18n/locales';
import type { TeamMember, TeamMemberText } from './types';

/** The same ranges (India time, "HH:MM" pairs) on each of these weekdays. */
function week(days: readonly WeekdayKey[], ...ranges: Array<[string, string]>): WeeklyHours {
  const day: TimeRange[] = ranges.map(([start, end]) => ({ start, end }));
  return Object.fromEntries(days.map((d) => [d, day]));
}

/**
 * The business's own consultants: the one source of every person the site names as its own
 * (the team on /ourexpert, the About page and every blog article's author card). Fictional
 * seed people with illustrated portraits (public/images/team, drawn by scripts/draw-portraits.mjs);
 * no ratings or review counts are shown for them, because none have been collected.
 */
export const team: TeamMember[] = [
  {
    slug: 'acharya-rajendra-sharma',
    name: 'Acharya Rajendra Sharma',
    role: 'Senior Vastu Consultant',
    type: 'vastu',
    experienceYears: 25,
    languages: ['Hindi', 'English'],
    bio: 'Founded our Vastu practice and still leads most home and plot site visits across Delhi NCR. Prefers practical, non-demolition remedies and explains each one before suggesting it.',
    portraitAlt: 'Illustrated portrait of Acharya Rajendra Sharma, an older man with grey hair, a grey beard and a tilak, wearing a saffron kurta',
    hi: {
      name: 'आचार्य राजेंद्र शर्मा',
      role: 'वरिष्ठ वास्तु सलाहकार',
      bio: 'हमारी वास्तु सेवा की नींव इन्होंने ही रखी, और आज भी दिल्ली-एनसीआर में घरों और प्लॉटों की ज़्यादातर साइट विज़िट यही करते हैं। ये बिना तोड़-फोड़ वाले व्यावहारिक उपाय पसंद करते हैं और हर उपाय सुझाने से पहले उसका कारण समझाते हैं।',
      portraitAlt: 'आचार्य राजेंद्र शर्मा का चित्र: सफ़ेद बाल, सफ़ेद दाढ़ी और माथे पर तिलक वाले एक बुज़ुर्ग, भगवा कुर्ता पहने हुए',
    },
    hours: week(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], ['09:00', '13:00'], ['14:00', '18:00']),
    services: ['professional-vastu-check', 'home-vastu', 'business-vastu', 'vastu-consultation-by-area'],
  },
  {
    slug: 'meenakshi-agarwal',
    name: 'Meenakshi Agarwal',
    role: 'Residential Vastu Consultant',
    type: 'vastu',
    experienceYears: 12,
    languages: ['Hindi', 'English', 'Punjabi'],
    bio: 'Guides families on new homes, flats and renovations. Works mostly on kitchen, bedroom and puja room placement, using rearrangement and colour before anything structural.',
    portraitAlt: 'Illustrated portrait of Meenakshi Agarwal, a woman in her forties with tied-back black hair and a bindi, wearing a teal saree',
    hi: {
      name: 'मीनाक्षी अग्रवाल',
      role: 'आवासीय वास्तु सलाहकार',
      bio: 'नए घर, फ़्लैट और मरम्मत के काम में परिवारों का मार्गदर्शन करती हैं। ज़्यादातर रसोई, शयनकक्ष और पूजा घर की सही जगह पर काम करती हैं, और किसी भी निर्माण-बदलाव से पहले सामान की जगह और रंग बदलकर उपाय करती हैं।',
      portraitAlt: 'मीनाक्षी अग्रवाल का चित्र: पीछे बँधे काले बाल और बिंदी वाली चालीस-पैंतालीस वर्ष की एक महिला, हरी-नीली (टील) साड़ी पहने हुए',
    },
    hours: { ...week(['mon', 'tue', 'wed', 'thu', 'fri'], ['10:00', '14:00']), sat: [{ start: '10:00', end: '13:00' }] },
    services: ['professional-vastu-check', 'home-vastu', 'vastu-consultation-by-area'],
  },
  {
    slug: 'vikram-malhotra',
    name: 'Vikram Malhotra',
    role: 'Commercial Vastu Specialist',
    type: 'vastu',
    experienceYears: 15,
    languages: ['Hindi', 'English'],
    bio: 'Plans offices, showrooms and factories in Faridabad and Gurugram alongside their architects: entrances, cabins, cash counters and work desks.',
    portraitAlt: 'Illustrated portrait of Vikram Malhotra, a man in his forties with short black hair and a trimmed beard, wearing a navy blazer over a white shirt',
    hi: {
      name: 'विक्रम मल्होत्रा',
      role: 'व्यावसायिक वास्तु विशेषज्ञ',
      bio: 'फरीदाबाद और गुरुग्राम में दफ़्तरों, शोरूम और कारख़ानों की योजना उनके आर्किटेक्ट के साथ मिलकर बनाते हैं: प्रवेश द्वार, केबिन, कैश काउंटर और काम की मेज़ें।',
      portraitAlt: 'विक्रम मल्होत्रा का चित्र: छोटे काले बाल और तराशी हुई दाढ़ी वाले चालीस-पैंतालीस वर्ष के एक पुरुष, सफ़ेद कमीज़ पर गहरे नीले रंग का ब्लेज़र पहने हुए',
    },
    hours: week(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], ['09:30', '13:30'], ['14:30', '18:30']),
    services: ['professional-vastu-check', 'business-vastu', 'vastu-consultation-by-area'],
  },
  {
    slug: 'pandit-harish-mishra',
    name: 'Pandit Harish Mishra',
    role: 'Senior Vedic Astrologer',
    type: 'astrology',
    experienceYears: 22,
    languages: ['Hindi', 'English', 'Sanskrit'],
    bio: 'Reads birth charts for career, marriage timing and dasha periods. Gives balanced guidance with simple remedies and writes our articles on dashas, nakshatras and Saturn.',
    portraitAlt: 'Illustrated portrait of Pandit Harish Mishra, a man in his fifties with greying hair, glasses and a tilak, wearing a cream kurta with a maroon shawl',
    hi: {
      name: 'पंडित हरीश मिश्रा',
      role: 'वरिष्ठ वैदिक ज्योतिषी',
      bio: 'करियर, विवाह के समय और दशाओं के लिए जन्म कुंडली देखते हैं। सरल उपायों के साथ संतुलित मार्गदर्शन देते हैं, और दशा, नक्षत्र और शनि पर हमारे लेख लिखते हैं।',
      portraitAlt: 'पंडित हरीश मिश्रा का चित्र: खिचड़ी बाल, चश्मा और माथे पर तिलक वाले पचास-पचपन वर्ष के एक पुरुष, क्रीम रंग के कुर्ते पर मैरून शॉल ओढ़े हुए',
    },
    hours: week(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], ['09:00', '12:00'], ['17:00', '20:00']),
    services: ['astrology-consultation', 'personality-report'],
  },
  {
    slug: 'dr-kavita-joshi',
    name: 'Dr. Kavita Joshi',
    role: 'Vedic Astrologer',
    type: 'astrology',
    experienceYears: 14,
    languages: ['Hindi', 'English', 'Marathi'],
    bio: 'Holds a doctorate in Jyotish. Specialises in birth chart reading, transits and the panchang, and teaches clients to read the basics of their own charts.',
    portraitAlt: 'Illustrated portrait of Dr. Kavita Joshi, a woman in her forties with shoulder-length black hair and glasses, wearing a maroon kurta',
    hi: {
      name: 'डॉ. कविता जोशी',
      role: 'वैदिक ज्योतिषी',
      bio: 'ज्योतिष में डॉक्टरेट हैं। जन्म कुंडली के विश्लेषण, गोचर और पंचांग में विशेषज्ञता रखती हैं, और लोगों को अपनी कुंडली की मूल बातें स्वयं पढ़ना सिखाती हैं।',
      portraitAlt: 'डॉ. कविता जोशी का चित्र: कंधे तक काले बाल और चश्मे वाली चालीस-पैंतालीस वर्ष की एक महिला, मैरून कुर्ता पहने हुए',
    },
    hours: week(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], ['11:00', '14:00'], ['16:00', '19:00']),
    services: ['astrology-consultation', 'personality-report'],
  },
  {
    slug: 'arjun-trivedi',
    name: 'Arjun Trivedi',
    role: 'KP and Prashna Astrologer',
    type: 'astrology',
    experienceYears: 9,
    languages: ['Hindi', 'English', 'Gujarati'],
    bio: 'Practises Krishnamurti Paddhati and Prashna (horary) astrology, answering specific questions on jobs, property and travel with clear timing.',
    portraitAlt: 'Illustrated portrait of Arjun Trivedi, a young man with short black hair, wearing a light blue shirt',
    hi: {
      name: 'अर्जुन त्रिवेदी',
      role: 'केपी और प्रश्न ज्योतिषी',
      bio: 'कृष्णमूर्ति पद्धति और प्रश्न ज्योतिष से नौकरी, संपत्ति और यात्रा से जुड़े ख़ास सवालों के उत्तर समय के स्पष्ट संकेत के साथ देते हैं।',
      portraitAlt: 'अर्जुन त्रिवेदी का चित्र: छोटे काले बालों वाले एक युवक, हल्के नीले रंग की कमीज़ पहने हुए',
    },
    hours: { ...week(['mon', 'tue', 'wed', 'thu', 'fri'], ['18:00', '21:00']), ...week(['sat', 'sun'], ['10:00', '13:00']) },
    services: ['astrology-consultation'],
  },
  {
    slug: 'neha-kapoor',
    name: 'Neha Kapoor',
    role: 'Numerologist',
    type: 'numerology',
    experienceYears: 10,
    languages: ['Hindi', 'English'],
    bio: 'Works with Chaldean and Pythagorean numerology on name spellings, business names and dates for launches, and writes our numerology articles.',
    portraitAlt: 'Illustrated portrait of Neha Kapoor, a woman in her thirties with long open black hair, wearing a mustard kurta',
    hi: {
      name: 'नेहा कपूर',
      role: 'अंक ज्योतिषी',
      bio: 'कैल्डियन और पाइथागोरियन अंक ज्योतिष से नाम की वर्तनी, व्यापार के नाम और शुभारंभ की तिथियों पर काम करती हैं, और हमारे अंक ज्योतिष के लेख लिखती हैं।',
      portraitAlt: 'नेहा कपूर का चित्र: लंबे खुले काले बालों वाली तीस-पैंतीस वर्ष की एक महिला, सरसों के रंग का कुर्ता पहने हुए',
    },
    hours: week(['mon', 'tue', 'wed', 'thu', 'fri'], ['10:00', '13:00']),
    services: ['astrology-consultation'],
  },
  {
    slug: 'sanjay-bansal',
    name: 'Sanjay Bansal',
    role: 'Numerology Consultant',
    type: 'numerology',
    experienceYears: 8,
    languages: ['Hindi', 'English'],
    bio: 'Advises shop and office owners on business names, mobile and vehicle numbers, often together with our Vastu consultants.',
    portraitAlt: 'Illustrated portrait of Sanjay Bansal, a man in his thirties with short black hair and a moustache, wearing a green shirt',
    hi: {
      name: 'संजय बंसल',
      role: 'अंक ज्योतिष सलाहकार',
      bio: 'दुकान और दफ़्तर के मालिकों को व्यापार के नाम, मोबाइल नंबर और वाहन नंबर पर सलाह देते हैं, अक्सर हमारे वास्तु सलाहकारों के साथ मिलकर।',
      portraitAlt: 'संजय बंसल का चित्र: छोटे काले बाल और मूँछों वाले तीस-पैंतीस वर्ष के एक पुरुष, हरी कमीज़ पहने हुए',
    },
    hours: week(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], ['15:00', '19:00']),
    services: ['astrology-consultation'],
  },
  {
    slug: 'pandit-dinesh-shastri',
    name: 'Pandit Dinesh Shastri',
    role: 'Kundli Matching Expert',
    type: 'kundli',
    experienceYears: 30,
    languages: ['Hindi', 'Sanskrit'],
    bio: 'Has matched kundlis for families for three decades: Guna Milan, Manglik analysis and the marriage muhurat, explained calmly and in detail.',
    portraitAlt: 'Illustrated portrait of Pandit Dinesh Shastri, an elderly man with white hair, a white beard and a tilak, wearing a white kurta with a saffron shawl',
    hi: {
      name: 'पंडित दिनेश शास्त्री',
      role: 'कुंडली मिलान विशेषज्ञ',
      bio: 'तीन दशकों से परिवारों के लिए कुंडली मिलान कर रहे हैं: गुण मिलान, मांगलिक विचार और विवाह मुहूर्त, सब कुछ शांति से और विस्तार से समझाते हुए।',
      portraitAlt: 'पंडित दिनेश शास्त्री का चित्र: सफ़ेद बाल, सफ़ेद दाढ़ी और माथे पर तिलक वाले एक वृद्ध, सफ़ेद कुर्ते पर भगवा शॉल ओढ़े हुए',
    },
    hours: week(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], ['07:00', '11:00']),
    services: ['astrology-consultation', 'personality-report'],
  },
  {
    slug: 'sunita-bhardwaj',
    name: 'Sunita Bhardwaj',
    role: 'Kundli Analyst',
    type: 'kundli',
    experienceYears: 18,
    languages: ['Hindi', 'English', 'Haryanvi'],
    bio: 'Prepares and explains detailed kundlis for newborns, students and couples, with patient explanations of yogas and dashas.',
    portraitAlt: 'Illustrated portrait of Sunita Bhardwaj, a woman in her fifties with greying hair in a bun and a bindi, wearing a purple saree',
    hi: {
      name: 'सुनीता भारद्वाज',
      role: 'कुंडली विश्लेषक',
      bio: 'नवजात शिशुओं, विद्यार्थियों और दंपतियों के लिए विस्तृत कुंडली बनाती और समझाती हैं, योगों और दशाओं को धैर्य से स्पष्ट करते हुए।',
      portraitAlt: 'सुनीता भारद्वाज का चित्र: जूड़े में बँधे खिचड़ी बाल और बिंदी वाली पचास-पचपन वर्ष की एक महिला, बैंगनी साड़ी पहने हुए',
    },
    hours: week(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], ['09:00', '12:00']),
    services: ['astrology-consultation', 'personality-report'],
  },
];

/** A member's name, role, bio and portrait text in a language. */
export function teamMemberText(member: TeamMember, locale: Locale): TeamMemberText {
  if (locale === 'hi') return member.hi;
  const { name, role, bio, portraitAlt } = member;
  return { name, role, bio, portraitAlt };
}

/** Where a member's portrait is served. */
export function portraitOf(member: Pick<TeamMember, 'slug'>): string {
  return `/images/team/${member.slug}.svg`;
}

/** The team member an article names as its author, if the name is one of ours. */
export function findTeamMember(name: string): TeamMember | undefined {
  const wanted = name.trim().toLowerCase();
  return wanted ? team.find((m) => m.name.toLowerCase() === wanted) : undefined;
}

/** A member's own entry on the experts page. */
export function teamMemberPath(member: Pick<TeamMember, 'slug'>): string {
  return `/ourexpert#${member.slug}`;
}
