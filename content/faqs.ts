import { findBookableService, formatRupees, VASTU_AREA_RATES } from '../lib/consultations/services';
import type { FaqCategory } from './types';

// The price comes from the one catalog of bookable services, like every price on the site.
const PROFESSIONAL_VASTU_CHECK_PRICE = formatRupees(findBookableService('professional-vastu-check')!.amountPaise);
const HOME_BASIC_RATE = VASTU_AREA_RATES.residential.basic;

export const vastuFaqs: FaqCategory[] = [
  {
    category: 'App Usage',
    items: [
      {
        question: 'Do I need an account to use the Vastu self-check?',
        answer:
          'No. You can run the Vastu self-check without creating an account and see your results straight away. If you want to keep a report and come back to it later, sign up with your mobile number and a one-time code. Each account can store up to 5 saved reports.',
      },
      {
        question: 'How do I sign in?',
        answer:
          'Enter your mobile number and we will send you a one-time code (OTP) by SMS. Type the code on the sign-in screen and you are in. There is no password to remember, so keep your phone with you when you sign in and never share the code with anyone, including people who claim to be from AstroVastu Kendra.',
      },
      {
        question: 'Is there a mobile app?',
        answer:
          'Yes. Our customer app is available on the app store and gives you the same free tools, saved reports and booking options as the website, signed in with the same mobile number. Astrologers and Vastu experts who work with us use a separate astrologer app, which is also the place to apply if you would like to join our panel.',
      },
      {
        question: 'Which free Vastu tools can I use?',
        answer:
          'You can use the Vastu self-check to review the main directions and rooms of your home or office, the Vastu cost estimator for the fee of a consultation priced by the area of your property, the area calculator to work out the size of rooms and plots, and our Vastu tips, each of which comes with a short audio narration you can listen to on the go.',
      },
    ],
  },
  {
    category: 'Consultation and Booking',
    items: [
      {
        question: 'How much does a Professional Vastu Check cost?',
        answer:
          `A Professional Vastu Check costs ${PROFESSIONAL_VASTU_CHECK_PRICE}. It includes a detailed review of your property by an experienced Vastu consultant, a discussion of your concerns, and practical recommendations that favour simple corrections over structural changes. Any applicable taxes are shown before you pay.`,
      },
      {
        question: 'How can I pay?',
        answer:
          'You can pay by debit or credit card through our secure payment provider, by UPI, or by bank transfer. Card and UPI payments are confirmed instantly. For a bank transfer, your booking is confirmed as soon as we receive the funds. We never ask for your card number, CVV or UPI PIN over the phone.',
      },
      {
        question: 'What happens after I pay?',
        answer:
          'Bookings are handled personally by our admin team. Within 24 hours of your payment being confirmed, an admin will call you on the mobile number you gave us to understand your requirements, answer any questions and schedule your consultation at a time that suits you. Please keep your floor plan or property details handy for the call.',
      },
      {
        question: 'Can I reschedule or cancel my consultation?',
        answer:
          'Yes. You can reschedule once at no charge if you give us at least 24 hours\' notice. If you cancel before your consultation has been scheduled, you receive a full refund. Once a consultation has taken place the fee is not refundable. To change a booking, e-mail contact@astrovastukendra.in or call +91 98765 43210 with your booking details.',
      },
    ],
  },
  {
    category: 'Reports and Results',
    items: [
      {
        question: 'How many reports can I save?',
        answer:
          'You can save up to 5 reports in your account. If you have reached the limit and want to keep a new report, delete an older one first from your saved reports list. Reports you generate without signing in are not saved to any account, so sign up if you want to revisit your results later.',
      },
      {
        question: 'How accurate is the free Vastu self-check?',
        answer:
          'The self-check is a helpful first look based on the answers you give about directions, entrances and room placement. It cannot see your actual site, measure it or notice details you did not mention. Use it to spot likely areas of concern, and book a Professional Vastu Check if you want a consultant to review your property properly.',
      },
      {
        question: 'Is the Vastu cost estimator a final quote?',
        answer:
          `No. The cost estimator works out the fee of a consultation priced by the area of your property: a rate per square foot for its category and the service level you choose, plus a fixed charge (for a basic check of a home, ${formatRupees(HOME_BASIC_RATE.perSqFtPaise)} per sq ft plus ${formatRupees(HOME_BASIC_RATE.serviceChargePaise)}). The final price may vary after a review of the site layout and the scope of work. You can book the estimated consultation from the result, or choose a fixed-price consultation instead, such as the Professional Vastu Check at ${PROFESSIONAL_VASTU_CHECK_PRICE}.`,
      },
      {
        question: 'Will I have to break walls or rebuild?',
        answer:
          'Rarely. Our consultants start with simple, reversible remedies such as changing how a room is used, moving furniture or a workstation, adjusting colours and improving light and ventilation. Structural changes are suggested only when they are genuinely worthwhile, and we explain the reasoning so that you can decide for yourself.',
      },
    ],
  },
  {
    category: 'Support',
    items: [
      {
        question: 'How can I contact AstroVastu Kendra?',
        answer:
          'E-mail us at contact@astrovastukendra.in or call +91 98765 43210. You are also welcome to visit our office at SCO 24, Sector 16, Faridabad, Haryana 121002. Please include your registered mobile number and any booking details when you write, so that we can help you quickly.',
      },
      {
        question: 'I did not receive my one-time code. What should I do?',
        answer:
          'Check that you entered the correct mobile number and that your phone has network coverage. SMS messages can sometimes take a minute to arrive, so wait briefly before requesting a new code, and always use the most recent code you received. If it still does not arrive, e-mail contact@astrovastukendra.in and we will look into it.',
      },
      {
        question: 'How do I correct or delete my personal data?',
        answer:
          'You can update your profile details after signing in. To access, correct or erase your data, or to close your account, e-mail contact@astrovastukendra.in from your registered e-mail address or mention your registered mobile number. Our Grievance Officer handles these requests under the Digital Personal Data Protection Act, 2023. Some payment records must be kept for legal reasons.',
      },
      {
        question: 'I am a Vastu expert. How can I join your team?',
        answer:
          'We welcome qualified Vastu consultants and astrologers. Use the registration buttons on our Join as an Expert page, e-mail your details and experience to contact@astrovastukendra.in, or apply through our astrologer app. Our team reviews every application and will contact you about the next steps if your profile is a good fit.',
      },
    ],
  },
];

export const astrologyFaqs: FaqCategory[] = [
  {
    category: 'Basics',
    items: [
      {
        question: 'What is Vedic astrology?',
        answer:
          'Vedic astrology, or Jyotish, is the traditional astrology of India. It studies the positions of the Sun, Moon and planets at the moment of your birth across twelve signs and twelve houses. Our astrologers use the sidereal zodiac with the Lahiri ayanamsa, which is the standard followed by most Indian astrologers and almanacs.',
      },
      {
        question: 'Why is my sign different from the one in Western astrology?',
        answer:
          'Western astrology usually uses the tropical zodiac, which is tied to the seasons, while Vedic astrology uses the sidereal zodiac, which is tied to the actual star background. The gap between them, called the ayanamsa, is currently about 24 degrees, so many people find their Vedic sign is one sign earlier than their Western one.',
      },
      {
        question: 'Can astrology replace medical, legal or financial advice?',
        answer:
          'No. Astrology is offered for guidance and self-reflection. It can help you think about timing, strengths and tendencies, but it is not a substitute for a doctor, lawyer, financial adviser or counsellor. Please always consult a qualified professional for health, legal or money matters, and use astrological insight alongside, never instead of, their advice.',
      },
    ],
  },
  {
    category: 'Kundli and Birth Chart',
    items: [
      {
        question: 'What details do I need to generate a kundli?',
        answer:
          'You need your date of birth, time of birth and place of birth. The place is used to find the latitude, longitude and time zone, which are needed to calculate the chart accurately. We use these birth details only to compute your chart and the readings based on it, and never for advertising.',
      },
      {
        question: 'Why does the exact birth time matter?',
        answer:
          'Your Lagna, or ascendant, is the sign rising on the eastern horizon at the moment of birth. It changes roughly every two hours, and the degree changes every few minutes. The Lagna sets the twelve houses of your chart, so even a small error in birth time can shift house placements and change the reading considerably.',
      },
      {
        question: 'What if I do not know my exact time of birth?',
        answer:
          'Use the closest time you know, for example from a birth certificate or family records. Your Moon sign is usually reliable even if the time is approximate, because the Moon stays in one sign for about two and a quarter days. The Lagna may be uncertain, and an astrologer can discuss birth time rectification during a consultation.',
      },
    ],
  },
  {
    category: 'Matchmaking',
    items: [
      {
        question: 'How does kundli matching work?',
        answer:
          'We use Ashtakoota Guna Milan, the traditional North Indian method. It compares the Moon positions of both partners across eight factors, or kootas, such as temperament, mutual attraction and health, for a total of 36 gunas. On this site the result is shown as a score out of 10, so it is easier to read at a glance.',
      },
      {
        question: 'What is a good matchmaking score?',
        answer:
          'Traditionally, 18 or more gunas out of 36 is considered acceptable for marriage, which is 5 or more on our 10-point scale. A higher score is encouraging, but the score is only one part of compatibility. Astrologers also look at both full charts, and the understanding, values and communication between two people matter more than any number.',
      },
      {
        question: 'What is Manglik dosha?',
        answer:
          'A person is called Manglik when Mars is placed in the 1st, 2nd, 4th, 7th, 8th or 12th house of the birth chart. It is very common and is not a reason for fear. Many classical conditions reduce or cancel its effect, including when both partners are Manglik. An astrologer can review the full charts before you draw any conclusions.',
      },
    ],
  },
  {
    category: 'Remedies and Lucky Colours/Numbers',
    items: [
      {
        question: 'How is my lucky number worked out?',
        answer:
          'Our lucky number and colour tool is based on numerology. In the traditional Indian system, your root number (Mulank) comes from your day of birth reduced to a single digit, so someone born on the 23rd has 2 + 3 = 5. Each number from 1 to 9 is linked with a planet, and the lucky colour reflects that planet.',
      },
      {
        question: 'Do I need expensive remedies?',
        answer:
          'No. We prefer simple remedies that are within your control, such as regular prayer or meditation, charity, disciplined routines, and mindful use of colours. No genuine remedy needs to be bought out of fear. If an astrologer suggests something that costs money, they should explain why, and you are always free to decline it.',
      },
      {
        question: 'Should I wear a gemstone for my sign?',
        answer:
          'Gemstones should never be chosen from the Sun or Moon sign alone. A stone that strengthens a planet can also intensify its difficult effects, so the recommendation depends on your full chart, the planet\'s role in it and your running dasha. Please consult an astrologer first, and do not treat a gemstone as a replacement for medical care.',
      },
    ],
  },
  {
    category: 'Daily Horoscope',
    items: [
      {
        question: 'How is the daily horoscope prepared?',
        answer:
          'Each daily horoscope is based on your Moon sign and the transits of the day, meaning where the Moon and the planets are moving in the sky and how they relate to your sign. It highlights themes such as work, money, family, health habits and relationships, along with a lucky number and colour for the day.',
      },
      {
        question: 'Which sign should I read?',
        answer:
          'Read the horoscope for your Moon sign, or Rashi, which is the sign the Moon occupied when you were born. It is often different from the Sun sign used in magazines. If you do not know your Moon sign, generate a free kundli with your birth details and you will find it listed in your chart.',
      },
      {
        question: 'How personal is the daily horoscope?',
        answer:
          'A daily horoscope is written for everyone who shares your Moon sign, so it describes general tendencies rather than fixed events. Use it as a gentle prompt for the day, not as a prediction to worry about. For guidance based on your complete chart and current dasha, book a personal astrology consultation.',
      },
    ],
  },
];
