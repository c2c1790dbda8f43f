import type { ServicePageContent } from './types';

export const servicePages: ServicePageContent[] = [
  {
    slug: 'home-vastu',
    title: 'Home Vastu Consultation',
    summary:
      'Practical Vastu guidance for your flat, house or new plot, from an experienced consultant who favours simple corrections over costly rebuilding.',
    intro:
      'Your home should support rest, health and harmony in the family. Our Home Vastu consultation looks at your flat, independent house, villa or plot through the principles of Vastu Shastra and explains, in plain language, what is working well and what could be improved. Whether you are buying, building or simply want your current home to feel better, our consultants suggest practical remedies that fit your space, your budget and the way you live.',
    sections: [
      {
        heading: 'What is included',
        bullets: [
          'Review of the main entrance, its direction and the approach to the house',
          'Placement of the kitchen, bedrooms, pooja room, toilets and staircase',
          'Analysis of the centre of the home (Brahmasthan) and the balance of the five elements',
          'Bed, desk and study-table directions for each family member',
          'Colour, lighting and ventilation suggestions room by room',
          'Guidance on water tanks, borewells, balconies and open areas',
          'Priority list of corrections, starting with the simplest and least expensive',
        ],
      },
      {
        heading: 'How it works',
        bullets: [
          'Start with the free Vastu self-check to get a first picture of your home, no account needed.',
          'Book the Professional Vastu Check and pay by card, UPI or bank transfer.',
          'Within 24 hours of payment, our admin calls you to understand your needs and schedule the consultation.',
          'Share your floor plan, photographs and compass directions, or arrange a site visit where available.',
          'Your consultant reviews the property and walks you through the findings, answering every question.',
          'You receive a clear list of recommendations that you can act on at your own pace.',
        ],
      },
      {
        heading: 'Who it is for',
        paragraphs: [
          'Home Vastu is useful for families moving into a new flat, people planning to buy or build on a plot, and anyone renovating or rearranging their current home. It also helps those who simply feel their home could be more restful or better organised.',
          'Because we focus on non-structural remedies first, it works just as well for rented homes, where breaking walls is not an option.',
        ],
      },
      {
        heading: 'What you receive',
        bullets: [
          'A one-to-one consultation with an experienced Vastu consultant',
          'Written recommendations organised by room and by priority',
          'Simple remedies using placement, colour, light and everyday objects',
          'Honest advice on which corrections matter and which can safely wait',
          'An opportunity to ask follow-up questions about the recommendations',
        ],
      },
    ],
  },
  {
    slug: 'business-vastu',
    title: 'Business Vastu Consultation',
    summary:
      'Vastu guidance for offices, shops, clinics, showrooms and factories to support smooth operations, clear decisions and a comfortable workplace.',
    intro:
      'The layout of a workplace shapes how people feel, work and make decisions. Our Business Vastu consultation applies Vastu Shastra to offices, retail shops, showrooms, clinics, restaurants, warehouses and factories. We look at where the owner sits, where cash and stock are kept, how customers enter and how work flows through the space, then recommend practical changes that suit your business and cause as little disruption as possible.',
    sections: [
      {
        heading: 'What is included',
        bullets: [
          'Entrance, reception and customer flow',
          'Seating direction for the owner, partners and key decision-makers',
          'Placement of the cash counter, locker, accounts and billing area',
          'Layout of workstations, meeting rooms and the pantry',
          'Storage, raw material, finished goods and dispatch areas for industrial units',
          'Signage, colour and lighting suggestions in line with Vastu principles',
          'Guidance when selecting a new office, shop or industrial plot',
        ],
      },
      {
        heading: 'How it works',
        bullets: [
          'Book your consultation online and pay by card, UPI or bank transfer.',
          'Our admin calls you within 24 hours of payment to understand your business and agree a convenient time.',
          'Share the floor plan, photographs and details of how each area is used today.',
          'Your consultant studies the premises and discusses the findings with you and, if you wish, your partners.',
          'You receive prioritised recommendations, with quick wins clearly separated from longer-term changes.',
        ],
      },
      {
        heading: 'Who it is for',
        paragraphs: [
          'Business Vastu is designed for entrepreneurs opening a new office or shop, established businesses planning a move or renovation, professionals such as doctors, lawyers and consultants setting up a practice, and manufacturers laying out a new unit.',
          'Our recommendations are planned around your working hours and operations, so you can make changes in stages without interrupting business.',
        ],
      },
      {
        heading: 'What you receive',
        bullets: [
          'A detailed consultation with an experienced Vastu consultant',
          'Written recommendations for each area of the premises',
          'Seating and placement guidance for key people and functions',
          'Practical, low-disruption remedies listed in order of priority',
        ],
      },
    ],
  },
  {
    slug: 'astrology-consultation',
    title: 'Astrology Consultation',
    summary:
      'A one-to-one Vedic astrology consultation on career, marriage, family, health habits and timing, based on your complete birth chart.',
    intro:
      'A personal consultation goes far beyond a daily horoscope. Our Vedic astrologers study your complete birth chart, calculated with the sidereal zodiac and Lahiri ayanamsa, along with your current planetary periods (dashas) and transits. They listen to your questions about career, marriage, family, education or a major decision, and offer balanced guidance you can actually use, explained calmly, without fear and without pressure to buy remedies.',
    sections: [
      {
        heading: 'What is included',
        bullets: [
          'Accurate birth chart (kundli) calculation from your date, time and place of birth',
          'Reading of your Lagna, Moon sign, planetary strengths and key yogas',
          'Analysis of your current Mahadasha and Antardasha and their themes',
          'Guidance on the questions you bring: career, business, marriage, children, education or relocation',
          'Detailed kundli matching for marriage, beyond the basic guna score, where required',
          'Simple, affordable remedies where appropriate, always explained',
        ],
      },
      {
        heading: 'How it works',
        bullets: [
          'Choose the astrology consultation and share your birth details and main questions.',
          'Pay securely by card, UPI or bank transfer.',
          'Our admin calls you within 24 hours of payment to schedule the session with a suitable astrologer.',
          'Your astrologer prepares by studying your chart before the session.',
          'During the consultation, the astrologer explains the findings and answers your questions in plain language.',
        ],
      },
      {
        heading: 'Who it is for',
        paragraphs: [
          'This consultation suits anyone facing a decision or a period of change: students choosing a course, professionals considering a new job or business, families looking for a suitable match, or anyone who wants to understand their strengths and the timing of the years ahead.',
        ],
      },
      {
        heading: 'A note on birth time and guidance',
        paragraphs: [
          'The exact time of birth determines your Lagna and the houses of your chart, so please share the most accurate time you have. If you are unsure, tell us and your astrologer will take it into account.',
          'Astrology is offered for guidance and reflection. It is not a substitute for medical, legal or financial advice, and our astrologers will always encourage you to consult the right professional when needed.',
        ],
      },
    ],
  },
  {
    slug: 'personality-reports',
    title: 'Personality Reports',
    summary:
      'A detailed written personality report based on your birth chart and numerology, delivered within 24 hours.',
    intro:
      'Who are you at your best, and what tends to hold you back? Our personality report brings together Vedic astrology and numerology to describe your temperament, strengths, working style and relationship patterns in a clear, readable way. It is prepared from your birth details and delivered within 24 hours. Many people read it as a starting point for self-reflection, career planning or simply understanding themselves and their loved ones a little better.',
    sections: [
      {
        heading: 'What is included',
        bullets: [
          'Your Lagna, Moon sign and Nakshatra, and what they say about your nature',
          'Core strengths and natural talents',
          'Areas for growth, framed constructively',
          'Working style and career directions that suit your temperament',
          'How you tend to approach relationships, friendship and family',
          'Your root number and destiny number from numerology, with lucky numbers and colours',
        ],
      },
      {
        heading: 'How it works',
        bullets: [
          'Choose the personality report and enter your date, time and place of birth.',
          'Complete your payment by card, UPI or bank transfer.',
          'Your report is prepared from your chart and numerology profile.',
          'The report is delivered within 24 hours, and you can save it to your account to read again.',
        ],
      },
      {
        heading: 'Who it is for',
        paragraphs: [
          'Personality reports are popular with students and young professionals exploring career options, couples who want to understand each other better, parents curious about a child\'s temperament, and anyone who enjoys thoughtful self-reflection.',
          'A report also makes a meaningful gift. Just make sure you have the person\'s accurate birth details and their permission to use them.',
        ],
      },
      {
        heading: 'What you receive',
        bullets: [
          'A structured, easy-to-read written report',
          'Practical suggestions you can apply in daily life',
          'Delivery within 24 hours of payment and complete birth details',
          'The option to discuss the report further in a personal astrology consultation',
        ],
      },
    ],
  },
];
