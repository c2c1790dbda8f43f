// Text for the business pages: Partner With Us, Join as an Expert,
// Collaboration and Franchise, and Advertise With Us.

export interface TitledText {
  title: string;
  description: string;
}

export interface ContactDetails {
  email: string;
  phone?: string;
}

export interface PartnerWithUsContent {
  title: string;
  summary: string;
  intro: string;
  offeringsHeading: string;
  offerings: TitledText[];
  closing: string;
  contact: ContactDetails;
}

export interface JoinAsExpertContent {
  title: string;
  summary: string;
  intro: string;
  benefitsHeading: string;
  benefits: TitledText[];
  howToApply: {
    heading: string;
    /** Paragraphs of the "How to apply" block. */
    paragraphs: string[];
    /** Labels of the two registration buttons, in display order. */
    registrationButtons: [string, string];
  };
  contact: ContactDetails;
}

export interface CollaborationFranchiseContent {
  title: string;
  summary: string;
  intro: string;
  modelHeading: string;
  modelPoints: string[];
  whoFitsHeading: string;
  whoFits: string[];
  contactHeading: string;
  contactText: string;
  contact: ContactDetails;
}

export interface AdvertiseWithUsContent {
  title: string;
  summary: string;
  intro: string;
  formatsHeading: string;
  formats: TitledText[];
  audienceHeading: string;
  audience: string[];
  guidelines: string;
  contactHeading: string;
  contactText: string;
  contact: ContactDetails;
}

const CONTACT_EMAIL = 'contact@astrovastukendra.in';
const CONTACT_PHONE = '+91 98765 43210';

export const partnerWithUs: PartnerWithUsContent = {
  title: 'Partner With Us',
  summary:
    'Work with AstroVastu Kendra on products, content, technology and co-branded offerings rooted in authentic Vastu and Vedic astrology.',
  intro:
    'AstroVastu Kendra brings together experienced Vastu consultants, Vedic astrologers and numerologists with free tools and a customer app used by people looking for trustworthy guidance. We are keen to work with organisations that share our belief in clear, honest and fear-free advice. Whether you are a real-estate developer, an interior designer, a publisher, a technology company or a wellness brand, there are practical ways we can create value together.',
  offeringsHeading: 'Ways to partner',
  offerings: [
    {
      title: 'Joint product development',
      description:
        'We can co-create offerings that combine our expertise with yours, such as Vastu-aligned floor plans for a housing project or personalised reports for your customers. Our experts contribute the Vastu and astrology knowledge, and you bring your product and audience. Every joint product is reviewed by our consultants for accuracy.',
    },
    {
      title: 'Content partnerships and workshops',
      description:
        'Our experts can write articles, record audio tips or lead workshops and talks for your audience, your employees or your residents\' association. Topics range from Vastu for new homes and workspaces to understanding a birth chart. All content is practical, respectful and free of fear-mongering.',
    },
    {
      title: 'Technology collaborations',
      description:
        'If you build apps, portals or smart-home products, we can explore integrating tools such as kundli generation, the daily horoscope or Vastu guidance. We care about data privacy, so any collaboration must handle birth details and personal data responsibly and in line with Indian law.',
    },
    {
      title: 'Affiliate and co-branding',
      description:
        'Bring our consultations and reports to your customers through referral or co-branded arrangements, with terms agreed in writing. This works well for property portals, interior studios, jewellers and wedding planners whose clients often look for Vastu or astrology guidance.',
    },
  ],
  closing:
    'Tell us a little about your organisation and the kind of partnership you have in mind, and our team will get back to you to discuss the next steps.',
  contact: { email: CONTACT_EMAIL, phone: CONTACT_PHONE },
};

export const joinAsExpert: JoinAsExpertContent = {
  title: 'Join as an Expert',
  summary:
    'Astrologers, Vastu consultants and numerologists can apply to join the AstroVastu Kendra panel and offer consultations to our clients.',
  intro:
    'Are you an experienced astrologer, Vastu consultant or numerologist who believes guidance should be honest, practical and free of fear? AstroVastu Kendra is growing its panel of experts. We handle bookings, payments and client coordination, so you can focus on what you do best: studying charts and spaces carefully and explaining your findings with clarity and compassion.',
  benefitsHeading: 'Why join AstroVastu Kendra',
  benefits: [
    {
      title: 'Reach new clients',
      description: 'Connect with people who come to us for Vastu, astrology and numerology guidance.',
    },
    {
      title: 'Bookings handled for you',
      description: 'Our admin team schedules consultations and coordinates with clients on your behalf.',
    },
    {
      title: 'Payments taken care of',
      description: 'Clients pay us by card, UPI or bank transfer, so you never have to chase fees.',
    },
    {
      title: 'Flexible working',
      description: 'Set your availability and consult at times that suit your schedule.',
    },
    {
      title: 'A dedicated astrologer app',
      description: 'Manage your profile and consultations from our app built for experts.',
    },
    {
      title: 'A platform you can be proud of',
      description: 'Work alongside peers who share a commitment to ethical, fear-free guidance.',
    },
  ],
  howToApply: {
    heading: 'How to apply',
    paragraphs: [
      'Choose the Register Astrologer or Register Vastu Astrologer button on this page and fill in the short form with your contact details, qualifications, years of experience and areas of expertise.',
      'Prefer e-mail? Send your details and a brief introduction to contact@astrovastukendra.in. You can also apply directly through our astrologer app.',
      'Our team reviews every application and will contact you about the next steps, which may include a conversation or a sample consultation. Submitting an application does not guarantee selection.',
    ],
    registrationButtons: ['Register Astrologer', 'Register Vastu Astrologer'],
  },
  contact: { email: CONTACT_EMAIL },
};

export const collaborationFranchise: CollaborationFranchiseContent = {
  title: 'Collaboration and Franchise',
  summary:
    'Bring AstroVastu Kendra\'s Vastu and astrology consultations to your city through a franchise or local collaboration.',
  intro:
    'People in many cities are looking for Vastu and astrology guidance they can trust. If you would like to offer AstroVastu Kendra services in your area, we welcome enquiries from entrepreneurs, practising consultants and established businesses. A franchise or collaboration combines your local presence with our name, methods, tools and support, so that clients in your city receive the same honest, practical guidance we offer from Faridabad.',
  modelHeading: 'How the franchise model works',
  modelPoints: [
    'Operate an AstroVastu Kendra centre or service point under our brand in an agreed area.',
    'Offer our core services: Home Vastu, Business Vastu, astrology consultations and personality reports.',
    'Use our established consultation process, report formats and quality standards.',
    'Get onboarding and training on our methods, tools and client-care practices.',
    'Draw on our panel of experts for specialised cases and second opinions.',
    'Benefit from shared marketing support and listing on our website and app.',
    'Work under a written agreement that sets out the territory, fees and responsibilities.',
  ],
  whoFitsHeading: 'Who is a good fit',
  whoFits: [
    'Practising Vastu consultants and astrologers who want to grow under an established name',
    'Entrepreneurs with a local network and an interest in wellness and guidance services',
    'Interior designers, architects and real-estate professionals who regularly receive Vastu questions',
    'Anyone who shares our values of honesty, clear pricing and fear-free advice',
  ],
  contactHeading: 'Start the conversation',
  contactText:
    'E-mail us at contact@astrovastukendra.in with your name, city, background and the kind of collaboration you are interested in. Our team will reply to discuss whether the model is right for you and explain the next steps.',
  contact: { email: CONTACT_EMAIL },
};

export const advertiseWithUs: AdvertiseWithUsContent = {
  title: 'Advertise With Us',
  summary:
    'Reach an engaged audience interested in Vastu, astrology, home and wellness through banners, sponsored posts, social promotions and in-app placements.',
  intro:
    'Visitors come to AstroVastu Kendra to plan their homes and businesses, understand their birth charts, check marriage compatibility and read their daily horoscope. If your brand serves people at these moments, such as home buyers, families planning weddings or small-business owners, advertising with us places your message in front of an attentive, relevant audience in a trusted setting.',
  formatsHeading: 'Advertising formats',
  formats: [
    {
      title: 'Banner ads',
      description:
        'Display banners on selected pages of our website, such as Vastu tips, free tools and service pages, chosen to match the interests of your audience.',
    },
    {
      title: 'Sponsored posts',
      description:
        'Articles or guides created with your brand and clearly labelled as sponsored, for example on Vastu-friendly interiors, home décor or wedding planning.',
    },
    {
      title: 'Social promotions',
      description:
        'Mentions and promotional posts on our social media channels, planned with you to fit naturally alongside our regular Vastu and astrology content.',
    },
    {
      title: 'In-app placements',
      description:
        'Placements within our customer app, such as alongside the daily horoscope or Vastu tips, for brands that want to reach users on mobile.',
    },
  ],
  audienceHeading: 'Who you will reach',
  audience: [
    'Homeowners, tenants and home buyers looking for Vastu guidance',
    'Business owners setting up or reorganising offices, shops and factories',
    'Families exploring kundli matching and wedding plans',
    'Regular readers of the daily horoscope and Vastu tips',
    'Visitors to our website and users of our customer app who want practical, trustworthy guidance',
  ],
  guidelines:
    'To protect our users\' trust, all sponsored content is clearly labelled, and we do not accept advertising that relies on fear, makes guaranteed claims or promotes unsafe products. We do not use advertising trackers or share our users\' personal data with advertisers.',
  contactHeading: 'Get in touch',
  contactText:
    'For rates, available slots and audience details, e-mail contact@astrovastukendra.in or call +91 98765 43210. Tell us about your brand and campaign goals, and we will suggest the formats that suit you best.',
  contact: { email: CONTACT_EMAIL, phone: CONTACT_PHONE },
};
