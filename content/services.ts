import type { ServicePageContent, ServicePageText } from './types';

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
    hi: {
      title: 'गृह वास्तु परामर्श',
      summary:
        'आपके फ़्लैट, मकान या नए प्लॉट के लिए व्यावहारिक वास्तु मार्गदर्शन, ऐसे अनुभवी सलाहकार से जो महँगे पुनर्निर्माण के बजाय सरल सुधारों को प्राथमिकता देते हैं।',
      intro:
        'घर ऐसा हो जो आराम, अच्छी सेहत और परिवार में मेलजोल बढ़ाए। हमारे गृह वास्तु परामर्श में आपके फ़्लैट, स्वतंत्र मकान, विला या प्लॉट को वास्तु शास्त्र के सिद्धांतों पर परखा जाता है और सरल भाषा में बताया जाता है कि क्या ठीक है और किसमें सुधार हो सकता है। चाहे आप घर ख़रीद रहे हों, बनवा रहे हों या बस अपने मौजूदा घर को और सुखद बनाना चाहते हों, हमारे सलाहकार ऐसे व्यावहारिक उपाय सुझाते हैं जो आपकी जगह, आपके बजट और आपके रहन-सहन के अनुकूल हों।',
      sections: [
          {
            heading: 'क्या-क्या शामिल है',
            bullets: [
              'मुख्य प्रवेश द्वार, उसकी दिशा और घर तक पहुँचने के रास्ते की जाँच',
              'रसोई, शयनकक्षों, पूजा घर, शौचालयों और सीढ़ियों की स्थिति',
              'घर के मध्य भाग (ब्रह्मस्थान) और पंचतत्वों के संतुलन का विश्लेषण',
              'परिवार के हर सदस्य के लिए पलंग, डेस्क और पढ़ाई की मेज़ की दिशा',
              'हर कमरे के लिए रंग, रोशनी और हवा के आवागमन के सुझाव',
              'पानी की टंकियों, बोरवेल, बालकनी और खुली जगहों के बारे में मार्गदर्शन',
              'सुधारों की प्राथमिकता सूची, सबसे सरल और सबसे कम ख़र्च वाले उपायों से शुरू करते हुए',
            ],
          },
          {
            heading: 'यह कैसे होता है',
            bullets: [
              'अपने घर का पहला अंदाज़ा लेने के लिए मुफ़्त वास्तु स्व-जाँच से शुरुआत करें, खाता बनाने की ज़रूरत नहीं।',
              'प्रोफ़ेशनल वास्तु चेक बुक करें और कार्ड, UPI या बैंक ट्रांसफ़र से भुगतान करें।',
              'भुगतान के 24 घंटे के भीतर हमारे एडमिन आपको कॉल करके आपकी ज़रूरत समझते हैं और परामर्श का समय तय करते हैं।',
              'अपना नक्शा (फ़्लोर प्लान), तस्वीरें और कंपास से देखी गई दिशाएँ भेजें, या जहाँ उपलब्ध हो वहाँ साइट विज़िट तय करें।',
              'आपके सलाहकार संपत्ति को परखते हैं और हर सवाल का जवाब देते हुए अपने निष्कर्ष आपको समझाते हैं।',
              'आपको सुझावों की एक साफ़ सूची मिलती है, जिस पर आप अपनी सुविधा से अमल कर सकते हैं।',
            ],
          },
          {
            heading: 'यह किसके लिए है',
            paragraphs: [
              'गृह वास्तु उन परिवारों के लिए उपयोगी है जो नए फ़्लैट में जा रहे हैं, जो प्लॉट ख़रीदने या उस पर घर बनवाने की योजना बना रहे हैं, और उन सबके लिए जो अपने मौजूदा घर की मरम्मत करवा रहे हैं या उसे नए ढंग से सजा रहे हैं। यह उनकी भी मदद करता है जिन्हें लगता है कि उनका घर और सुकून भरा या बेहतर व्यवस्थित हो सकता है।',
              'हम पहले बिना तोड़-फोड़ वाले उपायों पर ध्यान देते हैं, इसलिए यह किराए के घरों में भी उतना ही काम आता है, जहाँ दीवारें तोड़ना संभव नहीं होता।',
            ],
          },
          {
            heading: 'आपको क्या मिलता है',
            bullets: [
              'एक अनुभवी वास्तु सलाहकार के साथ व्यक्तिगत परामर्श',
              'कमरे और प्राथमिकता के अनुसार लिखित सुझाव',
              'चीज़ों की जगह, रंग, रोशनी और रोज़मर्रा की वस्तुओं से जुड़े सरल उपाय',
              'कौन-से सुधार ज़रूरी हैं और कौन-से बाद में भी हो सकते हैं, इस पर ईमानदार सलाह',
              'सुझावों के बारे में आगे प्रश्न पूछने का अवसर',
            ],
          },
      ],
    },
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
    hi: {
      title: 'व्यावसायिक वास्तु परामर्श',
      summary:
        'ऑफ़िस, दुकान, क्लिनिक, शोरूम और फ़ैक्ट्री के लिए वास्तु मार्गदर्शन, ताकि काम सुचारु चले, निर्णय स्पष्ट हों और कार्यस्थल आरामदायक रहे।',
      intro:
        'कार्यस्थल की बनावट इस पर असर डालती है कि वहाँ लोग कैसा महसूस करते हैं, कैसे काम करते हैं और कैसे निर्णय लेते हैं। हमारे व्यावसायिक वास्तु परामर्श में वास्तु शास्त्र को ऑफ़िस, दुकानों, शोरूम, क्लिनिक, रेस्तराँ, गोदामों और फ़ैक्ट्रियों पर लागू किया जाता है। हम देखते हैं कि मालिक कहाँ बैठते हैं, नकदी और माल कहाँ रखा जाता है, ग्राहक कहाँ से आते हैं और जगह में काम किस क्रम से चलता है, फिर ऐसे व्यावहारिक बदलाव सुझाते हैं जो आपके व्यवसाय के अनुकूल हों और जिनसे कामकाज में कम से कम रुकावट आए।',
      sections: [
          {
            heading: 'क्या-क्या शामिल है',
            bullets: [
              'प्रवेश द्वार, रिसेप्शन और ग्राहकों का आवागमन',
              'मालिक, साझेदारों और मुख्य निर्णय लेने वालों के बैठने की दिशा',
              'कैश काउंटर, लॉकर, अकाउंट्स और बिलिंग की जगह',
              'वर्कस्टेशन, मीटिंग रूम और पैंट्री की व्यवस्था',
              'औद्योगिक इकाइयों में भंडारण, कच्चे माल, तैयार माल और डिस्पैच की जगहें',
              'वास्तु सिद्धांतों के अनुसार साइनबोर्ड, रंग और रोशनी के सुझाव',
              'नया ऑफ़िस, दुकान या औद्योगिक प्लॉट चुनते समय मार्गदर्शन',
            ],
          },
          {
            heading: 'यह कैसे होता है',
            bullets: [
              'ऑनलाइन परामर्श बुक करें और कार्ड, UPI या बैंक ट्रांसफ़र से भुगतान करें।',
              'भुगतान के 24 घंटे के भीतर हमारे एडमिन आपको कॉल करके आपके व्यवसाय को समझते हैं और सुविधाजनक समय तय करते हैं।',
              'नक्शा (फ़्लोर प्लान), तस्वीरें और यह जानकारी भेजें कि आज हर हिस्से का उपयोग कैसे होता है।',
              'आपके सलाहकार परिसर का अध्ययन करते हैं और अपने निष्कर्षों पर आपसे, और आप चाहें तो आपके साझेदारों से भी, चर्चा करते हैं।',
              'आपको प्राथमिकता के क्रम में सुझाव मिलते हैं, जिनमें तुरंत हो सकने वाले सुधार लंबे समय वाले बदलावों से अलग साफ़ लिखे होते हैं।',
            ],
          },
          {
            heading: 'यह किसके लिए है',
            paragraphs: [
              'व्यावसायिक वास्तु नया ऑफ़िस या दुकान खोलने वाले उद्यमियों, जगह बदलने या मरम्मत की योजना बना रहे स्थापित व्यवसायों, अपनी प्रैक्टिस शुरू कर रहे डॉक्टर, वकील और सलाहकार जैसे पेशेवरों, और नई इकाई का नक्शा बना रहे निर्माताओं के लिए है।',
              'हमारे सुझाव आपके काम के घंटों और कामकाज को ध्यान में रखकर बनाए जाते हैं, ताकि आप व्यवसाय रोके बिना बदलाव चरणों में कर सकें।',
            ],
          },
          {
            heading: 'आपको क्या मिलता है',
            bullets: [
              'एक अनुभवी वास्तु सलाहकार के साथ विस्तृत परामर्श',
              'परिसर के हर हिस्से के लिए लिखित सुझाव',
              'मुख्य लोगों और कामों के बैठने और स्थान के बारे में मार्गदर्शन',
              'प्राथमिकता के क्रम में व्यावहारिक उपाय, जिनसे कामकाज में कम से कम रुकावट आए',
            ],
          },
      ],
    },
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
    hi: {
      title: 'ज्योतिष परामर्श',
      summary:
        'आपकी पूरी जन्म कुंडली के आधार पर करियर, विवाह, परिवार, सेहत की आदतों और सही समय के बारे में व्यक्तिगत वैदिक ज्योतिष परामर्श।',
      intro:
        'व्यक्तिगत परामर्श दैनिक राशिफल से कहीं आगे जाता है। हमारे वैदिक ज्योतिषी निरयन राशिचक्र और लाहिड़ी अयनांश से बनी आपकी पूरी जन्म कुंडली के साथ आपकी चल रही दशाओं और गोचर का अध्ययन करते हैं। वे करियर, विवाह, परिवार, पढ़ाई या किसी बड़े निर्णय से जुड़े आपके प्रश्न ध्यान से सुनते हैं और संतुलित मार्गदर्शन देते हैं जो सचमुच काम आए, शांति से समझाया गया, बिना डर और बिना उपाय ख़रीदने के दबाव के।',
      sections: [
          {
            heading: 'क्या-क्या शामिल है',
            bullets: [
              'आपकी जन्म तिथि, जन्म समय और जन्म स्थान से कुंडली की सटीक गणना',
              'आपके लग्न, चंद्र राशि, ग्रहों के बल और मुख्य योगों का विश्लेषण',
              'आपकी चल रही महादशा और अंतर्दशा तथा उनके विषयों का विश्लेषण',
              'आपके प्रश्नों पर मार्गदर्शन: करियर, व्यवसाय, विवाह, संतान, पढ़ाई या स्थान परिवर्तन',
              'ज़रूरत हो तो विवाह के लिए केवल गुण अंकों से आगे, विस्तृत कुंडली मिलान',
              'जहाँ उचित हो वहाँ सरल और किफ़ायती उपाय, हमेशा समझाकर',
            ],
          },
          {
            heading: 'यह कैसे होता है',
            bullets: [
              'ज्योतिष परामर्श चुनें और अपने जन्म का विवरण तथा मुख्य प्रश्न बताएँ।',
              'कार्ड, UPI या बैंक ट्रांसफ़र से सुरक्षित भुगतान करें।',
              'भुगतान के 24 घंटे के भीतर हमारे एडमिन आपको कॉल करके उपयुक्त ज्योतिषी के साथ सत्र का समय तय करते हैं।',
              'सत्र से पहले आपके ज्योतिषी आपकी कुंडली का अध्ययन करके तैयारी करते हैं।',
              'परामर्श के दौरान ज्योतिषी सरल भाषा में अपने निष्कर्ष समझाते हैं और आपके प्रश्नों के उत्तर देते हैं।',
            ],
          },
          {
            heading: 'यह किसके लिए है',
            paragraphs: [
              'यह परामर्श हर उस व्यक्ति के लिए है जो किसी निर्णय या बदलाव के दौर से गुज़र रहा है: कोर्स चुन रहे विद्यार्थी, नई नौकरी या व्यवसाय पर विचार कर रहे पेशेवर, उपयुक्त रिश्ता खोज रहे परिवार, या कोई भी जो अपनी क्षमताओं और आने वाले वर्षों के समय को समझना चाहता है।',
            ],
          },
          {
            heading: 'जन्म समय और मार्गदर्शन के बारे में एक बात',
            paragraphs: [
              'जन्म का सटीक समय आपका लग्न और कुंडली के भाव तय करता है, इसलिए जो सबसे सही समय आपको पता हो वही बताएँ। अगर आप पक्के नहीं हैं, तो हमें बता दें, आपके ज्योतिषी इसे ध्यान में रखेंगे।',
              'ज्योतिष मार्गदर्शन और आत्मचिंतन के लिए है। यह चिकित्सा, क़ानूनी या आर्थिक सलाह का विकल्प नहीं है, और ज़रूरत पड़ने पर हमारे ज्योतिषी आपको हमेशा सही विशेषज्ञ से सलाह लेने को कहेंगे।',
            ],
          },
      ],
    },
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
    hi: {
      title: 'व्यक्तित्व रिपोर्ट',
      summary:
        'आपकी जन्म कुंडली और अंक ज्योतिष पर आधारित विस्तृत लिखित व्यक्तित्व रिपोर्ट, 24 घंटे के भीतर आपके पास।',
      intro:
        'अपने सबसे अच्छे रूप में आप कैसे हैं, और कौन-सी बातें आपको पीछे रोकती हैं? हमारी व्यक्तित्व रिपोर्ट वैदिक ज्योतिष और अंक ज्योतिष को साथ लाकर आपके स्वभाव, आपकी क्षमताओं, काम करने के ढंग और रिश्तों के स्वरूप का साफ़ और पढ़ने में आसान वर्णन करती है। यह आपके जन्म विवरण से तैयार होकर 24 घंटे के भीतर आपको भेज दी जाती है। बहुत से लोग इसे आत्मचिंतन, करियर की योजना या बस ख़ुद को और अपने प्रियजनों को थोड़ा बेहतर समझने की शुरुआत के रूप में पढ़ते हैं।',
      sections: [
          {
            heading: 'क्या-क्या शामिल है',
            bullets: [
              'आपका लग्न, चंद्र राशि और नक्षत्र, और ये आपके स्वभाव के बारे में क्या बताते हैं',
              'आपकी मुख्य क्षमताएँ और स्वाभाविक प्रतिभाएँ',
              'निखार की गुंजाइश वाले पहलू, सकारात्मक ढंग से',
              'काम करने का ढंग और आपके स्वभाव के अनुकूल करियर की दिशाएँ',
              'रिश्तों, दोस्ती और परिवार के प्रति आपका स्वाभाविक रवैया',
              'अंक ज्योतिष से आपका मूलांक और भाग्यांक, भाग्यशाली अंकों और रंगों के साथ',
            ],
          },
          {
            heading: 'यह कैसे होता है',
            bullets: [
              'व्यक्तित्व रिपोर्ट चुनें और अपनी जन्म तिथि, जन्म समय और जन्म स्थान भरें।',
              'कार्ड, UPI या बैंक ट्रांसफ़र से भुगतान पूरा करें।',
              'आपकी कुंडली और अंक ज्योतिष प्रोफ़ाइल से आपकी रिपोर्ट तैयार की जाती है।',
              'रिपोर्ट 24 घंटे के भीतर भेज दी जाती है, और आप इसे दोबारा पढ़ने के लिए अपने खाते में सहेज सकते हैं।',
            ],
          },
          {
            heading: 'यह किसके लिए है',
            paragraphs: [
              'व्यक्तित्व रिपोर्ट करियर के विकल्प तलाश रहे विद्यार्थियों और युवा पेशेवरों, एक-दूसरे को बेहतर समझना चाहने वाले दंपतियों, बच्चे के स्वभाव को जानने के इच्छुक माता-पिता, और सोच-समझकर आत्मचिंतन करना पसंद करने वाले हर व्यक्ति में लोकप्रिय है।',
              'रिपोर्ट एक सार्थक उपहार भी बन सकती है। बस ध्यान रखें कि आपके पास उस व्यक्ति का सही जन्म विवरण हो और उसे इस्तेमाल करने की उनकी अनुमति भी।',
            ],
          },
          {
            heading: 'आपको क्या मिलता है',
            bullets: [
              'व्यवस्थित और पढ़ने में आसान लिखित रिपोर्ट',
              'रोज़मर्रा के जीवन में अपनाने लायक व्यावहारिक सुझाव',
              'भुगतान और पूरा जन्म विवरण मिलने के 24 घंटे के भीतर रिपोर्ट',
              'व्यक्तिगत ज्योतिष परामर्श में रिपोर्ट पर आगे चर्चा करने का विकल्प',
            ],
          },
      ],
    },
  },
];

/** A service page's words in this language: the English text, or the Hindi written beside it. */
export function servicePageIn(page: ServicePageContent, language: 'en' | 'hi'): ServicePageText {
  const { title, summary, intro, sections } = language === 'hi' ? page.hi : page;
  return { title, summary, intro, sections };
}
