import { findBookableService, formatRupees, VASTU_AREA_RATES } from '../lib/consultations/services';
import type { BilingualFaqCategory, FaqCategory } from './types';

// The price comes from the one catalog of bookable services, like every price on the site.
const PROFESSIONAL_VASTU_CHECK_PRICE = formatRupees(findBookableService('professional-vastu-check')!.amountPaise);
const HOME_BASIC_RATE = VASTU_AREA_RATES.residential.basic;

export const vastuFaqs: BilingualFaqCategory[] = [
  {
    category: 'App Usage',
    categoryHi: 'ऐप का उपयोग',
    items: [
      {
        question: 'Do I need an account to use the Vastu self-check?',
        answer:
          'No. You can run the Vastu self-check without creating an account and see your results straight away. If you want to keep a report and come back to it later, sign up with your mobile number and a one-time code. Each account can store up to 5 saved reports.',
        hi: {
          question: 'क्या वास्तु स्व-जाँच के लिए खाता बनाना ज़रूरी है?',
          answer:
            'नहीं। वास्तु स्व-जाँच आप बिना खाता बनाए कर सकते हैं और उसका परिणाम तुरंत देख सकते हैं। अगर आप रिपोर्ट सहेजकर बाद में दोबारा देखना चाहते हैं, तो अपने मोबाइल नंबर और एक बार के कोड (OTP) से साइन अप करें। हर खाते में अधिकतम 5 रिपोर्ट सहेजी जा सकती हैं।',
        },
      },
      {
        question: 'How do I sign in?',
        answer:
          'Enter your mobile number and we will send you a one-time code (OTP) by SMS. Type the code on the sign-in screen and you are in. There is no password to remember, so keep your phone with you when you sign in and never share the code with anyone, including people who claim to be from AstroVastu Kendra.',
        hi: {
          question: 'साइन इन कैसे करें?',
          answer:
            'अपना मोबाइल नंबर डालें, हम SMS से आपको एक बार इस्तेमाल होने वाला कोड (OTP) भेजेंगे। साइन-इन स्क्रीन पर यह कोड लिखते ही आप साइन इन हो जाते हैं। कोई पासवर्ड याद रखने की ज़रूरत नहीं है, इसलिए साइन इन करते समय अपना फ़ोन पास रखें। यह कोड कभी किसी को न बताएँ, उन लोगों को भी नहीं जो ख़ुद को AstroVastu Kendra की ओर से बताते हैं।',
        },
      },
      {
        question: 'Is there a mobile app?',
        answer:
          'Yes. Our customer app is available on the app store and gives you the same free tools, saved reports and booking options as the website, signed in with the same mobile number. Astrologers and Vastu experts who work with us use a separate astrologer app, which is also the place to apply if you would like to join our panel.',
        hi: {
          question: 'क्या आपका मोबाइल ऐप भी है?',
          answer:
            'हाँ। हमारा ग्राहक ऐप ऐप स्टोर पर उपलब्ध है। उसमें वेबसाइट वाले ही मुफ़्त टूल, सहेजी गई रिपोर्ट और बुकिंग की सुविधा मिलती है, और साइन इन उसी मोबाइल नंबर से होता है। हमारे साथ काम करने वाले ज्योतिषी और वास्तु विशेषज्ञ एक अलग ज्योतिषी ऐप इस्तेमाल करते हैं; अगर आप हमारे पैनल से जुड़ना चाहते हैं, तो आवेदन भी उसी ऐप से कर सकते हैं।',
        },
      },
      {
        question: 'Which free Vastu tools can I use?',
        answer:
          'You can use the Vastu self-check to review the main directions and rooms of your home or office, the Vastu cost estimator for the fee of a consultation priced by the area of your property, the area calculator to work out the size of rooms and plots, and our Vastu tips, each of which comes with a short audio narration you can listen to on the go.',
        hi: {
          question: 'कौन-कौन से वास्तु टूल मुफ़्त हैं?',
          answer:
            'वास्तु स्व-जाँच से आप अपने घर या ऑफ़िस की मुख्य दिशाओं और कमरों को परख सकते हैं। वास्तु शुल्क कैलकुलेटर संपत्ति के क्षेत्रफल के आधार पर परामर्श की फ़ीस बताता है, और क्षेत्रफल कैलकुलेटर से कमरों और प्लॉट का माप निकाला जा सकता है। इनके अलावा हमारे वास्तु टिप्स भी हैं, और हर टिप के साथ उसका छोटा ऑडियो है, जिसे आप चलते-फिरते सुन सकते हैं।',
        },
      },
    ],
  },
  {
    category: 'Consultation and Booking',
    categoryHi: 'परामर्श और बुकिंग',
    items: [
      {
        question: 'How much does a Professional Vastu Check cost?',
        answer:
          `A Professional Vastu Check costs ${PROFESSIONAL_VASTU_CHECK_PRICE}. It includes a detailed review of your property by an experienced Vastu consultant, a discussion of your concerns, and practical recommendations that favour simple corrections over structural changes. Any applicable taxes are shown before you pay.`,
        hi: {
          question: 'प्रोफ़ेशनल वास्तु चेक का शुल्क कितना है?',
          answer:
            `प्रोफ़ेशनल वास्तु चेक का शुल्क ${PROFESSIONAL_VASTU_CHECK_PRICE} है। इसमें एक अनुभवी वास्तु सलाहकार आपकी संपत्ति की विस्तार से जाँच करते हैं, आपकी चिंताओं पर बात करते हैं और व्यावहारिक सुझाव देते हैं, जिनमें तोड़-फोड़ के बजाय सरल सुधारों को प्राथमिकता दी जाती है। लागू कर, यदि कोई हों, भुगतान से पहले दिखा दिए जाते हैं।`,
        },
      },
      {
        question: 'How can I pay?',
        answer:
          'You can pay by debit or credit card through our secure payment provider, by UPI, or by bank transfer. Card and UPI payments are confirmed instantly. For a bank transfer, your booking is confirmed as soon as we receive the funds. We never ask for your card number, CVV or UPI PIN over the phone.',
        hi: {
          question: 'भुगतान कैसे करें?',
          answer:
            'आप हमारे सुरक्षित पेमेंट प्रदाता के ज़रिए डेबिट या क्रेडिट कार्ड से, UPI से या बैंक ट्रांसफ़र से भुगतान कर सकते हैं। कार्ड और UPI से किया गया भुगतान तुरंत पक्का हो जाता है। बैंक ट्रांसफ़र में राशि हमें मिलते ही आपकी बुकिंग पक्की हो जाती है। हम फ़ोन पर कभी भी आपका कार्ड नंबर, CVV या UPI पिन नहीं माँगते।',
        },
      },
      {
        question: 'What happens after I pay?',
        answer:
          'Bookings are handled personally by our admin team. Within 24 hours of your payment being confirmed, an admin will call you on the mobile number you gave us to understand your requirements, answer any questions and schedule your consultation at a time that suits you. Please keep your floor plan or property details handy for the call.',
        hi: {
          question: 'भुगतान के बाद क्या होता है?',
          answer:
            'हर बुकिंग को हमारी एडमिन टीम ख़ुद देखती है। भुगतान पक्का होने के 24 घंटे के भीतर एडमिन आपके दिए हुए मोबाइल नंबर पर कॉल करते हैं, आपकी ज़रूरत समझते हैं, आपके सवालों के जवाब देते हैं और आपकी सुविधा के समय पर परामर्श तय करते हैं। कॉल के समय अपना नक्शा (फ़्लोर प्लान) या संपत्ति का विवरण पास रखें।',
        },
      },
      {
        question: 'Can I reschedule or cancel my consultation?',
        answer:
          'Yes. You can reschedule once at no charge if you give us at least 24 hours\' notice. If you cancel before your consultation has been scheduled, you receive a full refund. Once a consultation has taken place the fee is not refundable. To change a booking, e-mail contact@astrovastukendra.in or call +91 98765 43210 with your booking details.',
        hi: {
          question: 'क्या मैं परामर्श का समय बदल सकता हूँ या उसे रद्द कर सकता हूँ?',
          answer:
            'हाँ। कम से कम 24 घंटे पहले सूचना देने पर आप एक बार बिना किसी शुल्क के समय बदल सकते हैं। परामर्श का समय तय होने से पहले रद्द करने पर पूरी राशि लौटा दी जाती है। परामर्श हो जाने के बाद शुल्क वापस नहीं होता। बुकिंग बदलने के लिए अपनी बुकिंग के विवरण के साथ contact@astrovastukendra.in पर ई-मेल करें या +91 98765 43210 पर कॉल करें।',
        },
      },
    ],
  },
  {
    category: 'Reports and Results',
    categoryHi: 'रिपोर्ट और परिणाम',
    items: [
      {
        question: 'How many reports can I save?',
        answer:
          'You can save up to 5 reports in your account. If you have reached the limit and want to keep a new report, delete an older one first from your saved reports list. Reports you generate without signing in are not saved to any account, so sign up if you want to revisit your results later.',
        hi: {
          question: 'मैं कितनी रिपोर्ट सहेज सकता हूँ?',
          answer:
            'आप अपने खाते में अधिकतम 5 रिपोर्ट सहेज सकते हैं। यह सीमा पूरी हो जाने पर नई रिपोर्ट रखने के लिए पहले सहेजी गई रिपोर्टों की सूची से कोई पुरानी रिपोर्ट हटा दें। बिना साइन इन किए बनाई गई रिपोर्ट किसी खाते में नहीं सहेजी जाती, इसलिए परिणाम बाद में देखने हों तो साइन अप कर लें।',
        },
      },
      {
        question: 'How accurate is the free Vastu self-check?',
        answer:
          'The self-check is a helpful first look based on the answers you give about directions, entrances and room placement. It cannot see your actual site, measure it or notice details you did not mention. Use it to spot likely areas of concern, and book a Professional Vastu Check if you want a consultant to review your property properly.',
        hi: {
          question: 'मुफ़्त वास्तु स्व-जाँच कितनी सटीक है?',
          answer:
            'स्व-जाँच दिशाओं, प्रवेश द्वार और कमरों की स्थिति के बारे में आपके उत्तरों पर आधारित एक उपयोगी शुरुआती आकलन है। यह आपकी असली जगह को न देख सकती है, न माप सकती है, और न ही उन बातों को पकड़ सकती है जिनका आपने ज़िक्र नहीं किया। इससे संभावित कमियों का अंदाज़ा लगाइए, और अगर आप चाहते हैं कि कोई सलाहकार आपकी संपत्ति को ठीक से परखे, तो प्रोफ़ेशनल वास्तु चेक बुक करें।',
        },
      },
      {
        question: 'Is the Vastu cost estimator a final quote?',
        answer:
          `No. The cost estimator works out the fee of a consultation priced by the area of your property: a rate per square foot for its category and the service level you choose, plus a fixed charge (for a basic check of a home, ${formatRupees(HOME_BASIC_RATE.perSqFtPaise)} per sq ft plus ${formatRupees(HOME_BASIC_RATE.serviceChargePaise)}). The final price may vary after a review of the site layout and the scope of work. You can book the estimated consultation from the result, or choose a fixed-price consultation instead, such as the Professional Vastu Check at ${PROFESSIONAL_VASTU_CHECK_PRICE}.`,
        hi: {
          question: 'क्या वास्तु शुल्क कैलकुलेटर का आँकड़ा अंतिम कीमत है?',
          answer:
            `नहीं। शुल्क कैलकुलेटर संपत्ति के क्षेत्रफल के आधार पर परामर्श की फ़ीस निकालता है: संपत्ति की श्रेणी और आपके चुने गए सेवा स्तर के अनुसार प्रति वर्ग फ़ुट दर, और उसके ऊपर एक तय शुल्क (घर की बेसिक जाँच के लिए ${formatRupees(HOME_BASIC_RATE.perSqFtPaise)} प्रति वर्ग फ़ुट और ${formatRupees(HOME_BASIC_RATE.serviceChargePaise)})। जगह के नक्शे और काम के दायरे को देखने के बाद अंतिम कीमत बदल सकती है। अनुमानित परामर्श आप परिणाम से ही बुक कर सकते हैं, या इसकी जगह तय कीमत वाला परामर्श चुन सकते हैं, जैसे ${PROFESSIONAL_VASTU_CHECK_PRICE} का प्रोफ़ेशनल वास्तु चेक।`,
        },
      },
      {
        question: 'Will I have to break walls or rebuild?',
        answer:
          'Rarely. Our consultants start with simple, reversible remedies such as changing how a room is used, moving furniture or a workstation, adjusting colours and improving light and ventilation. Structural changes are suggested only when they are genuinely worthwhile, and we explain the reasoning so that you can decide for yourself.',
        hi: {
          question: 'क्या दीवारें तोड़नी पड़ेंगी या दोबारा निर्माण करना होगा?',
          answer:
            'बहुत कम मामलों में। हमारे सलाहकार सबसे पहले ऐसे सरल उपाय सुझाते हैं जिन्हें कभी भी बदला जा सके, जैसे कमरे का उपयोग बदलना, फ़र्नीचर या काम की मेज़ की जगह बदलना, रंग बदलना और रोशनी व हवा का आवागमन बेहतर करना। ढाँचे में बदलाव तभी सुझाया जाता है जब वह सच में फ़ायदेमंद हो, और उसका कारण भी समझाया जाता है ताकि निर्णय आप ख़ुद ले सकें।',
        },
      },
    ],
  },
  {
    category: 'Support',
    categoryHi: 'सहायता',
    items: [
      {
        question: 'How can I contact AstroVastu Kendra?',
        answer:
          'E-mail us at contact@astrovastukendra.in or call +91 98765 43210. You are also welcome to visit our office at SCO 24, Sector 16, Faridabad, Haryana 121002. Please include your registered mobile number and any booking details when you write, so that we can help you quickly.',
        hi: {
          question: 'हमसे संपर्क कैसे करें?',
          answer:
            'हमें contact@astrovastukendra.in पर ई-मेल करें या +91 98765 43210 पर कॉल करें। आप हमारे कार्यालय SCO 24, सेक्टर 16, फ़रीदाबाद, हरियाणा 121002 पर भी आ सकते हैं। लिखते समय अपना पंजीकृत मोबाइल नंबर और बुकिंग का विवरण ज़रूर दें, ताकि हम जल्दी मदद कर सकें।',
        },
      },
      {
        question: 'I did not receive my one-time code. What should I do?',
        answer:
          'Check that you entered the correct mobile number and that your phone has network coverage. SMS messages can sometimes take a minute to arrive, so wait briefly before requesting a new code, and always use the most recent code you received. If it still does not arrive, e-mail contact@astrovastukendra.in and we will look into it.',
        hi: {
          question: 'मुझे कोड (OTP) नहीं मिला। अब क्या करूँ?',
          answer:
            'जाँच लें कि आपने सही मोबाइल नंबर डाला है और आपके फ़ोन में नेटवर्क है। कभी-कभी SMS आने में एक मिनट लग जाता है, इसलिए नया कोड माँगने से पहले थोड़ा रुकें, और हमेशा सबसे नया मिला कोड ही डालें। फिर भी कोड न मिले, तो contact@astrovastukendra.in पर ई-मेल करें, हम इसकी जाँच करेंगे।',
        },
      },
      {
        question: 'How do I correct or delete my personal data?',
        answer:
          'You can update your profile details after signing in. To access, correct or erase your data, or to close your account, e-mail contact@astrovastukendra.in from your registered e-mail address or mention your registered mobile number. Our Grievance Officer handles these requests under the Digital Personal Data Protection Act, 2023. Some payment records must be kept for legal reasons.',
        hi: {
          question: 'अपनी निजी जानकारी को कैसे सुधारें या हटाएँ?',
          answer:
            'साइन इन करने के बाद आप अपनी प्रोफ़ाइल का विवरण ख़ुद बदल सकते हैं। अपनी जानकारी देखने, सुधारने या मिटाने के लिए, या खाता बंद करने के लिए, अपने पंजीकृत ई-मेल पते से contact@astrovastukendra.in पर लिखें या ई-मेल में अपना पंजीकृत मोबाइल नंबर बताएँ। ये अनुरोध हमारे शिकायत अधिकारी डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अंतर्गत देखते हैं। भुगतान के कुछ रिकॉर्ड क़ानूनी कारणों से रखने पड़ते हैं।',
        },
      },
      {
        question: 'I am a Vastu expert. How can I join your team?',
        answer:
          'We welcome qualified Vastu consultants and astrologers. Use the registration buttons on our Join as an Expert page, e-mail your details and experience to contact@astrovastukendra.in, or apply through our astrologer app. Our team reviews every application and will contact you about the next steps if your profile is a good fit.',
        hi: {
          question: 'मैं वास्तु विशेषज्ञ हूँ। आपकी टीम से कैसे जुड़ूँ?',
          answer:
            'योग्य वास्तु सलाहकारों और ज्योतिषियों का हम स्वागत करते हैं। हमारे "विशेषज्ञ के रूप में जुड़ें" पेज के पंजीकरण बटन इस्तेमाल करें, अपना विवरण और अनुभव contact@astrovastukendra.in पर ई-मेल करें, या हमारे ज्योतिषी ऐप से आवेदन करें। हमारी टीम हर आवेदन देखती है, और आपकी प्रोफ़ाइल उपयुक्त होने पर अगले चरणों के लिए आपसे संपर्क करेगी।',
        },
      },
    ],
  },
];

export const astrologyFaqs: BilingualFaqCategory[] = [
  {
    category: 'Basics',
    categoryHi: 'बुनियादी बातें',
    items: [
      {
        question: 'What is Vedic astrology?',
        answer:
          'Vedic astrology, or Jyotish, is the traditional astrology of India. It studies the positions of the Sun, Moon and planets at the moment of your birth across twelve signs and twelve houses. Our astrologers use the sidereal zodiac with the Lahiri ayanamsa, which is the standard followed by most Indian astrologers and almanacs.',
        hi: {
          question: 'वैदिक ज्योतिष क्या है?',
          answer:
            'वैदिक ज्योतिष, यानी ज्योतिष शास्त्र, भारत की पारंपरिक ज्योतिष विद्या है। इसमें आपके जन्म के क्षण में सूर्य, चंद्र और ग्रहों की स्थिति को बारह राशियों और बारह भावों में देखा जाता है। हमारे ज्योतिषी निरयन (सायडरियल) राशिचक्र और लाहिड़ी अयनांश का उपयोग करते हैं, जिसे अधिकतर भारतीय ज्योतिषी और पंचांग मानक के रूप में अपनाते हैं।',
        },
      },
      {
        question: 'Why is my sign different from the one in Western astrology?',
        answer:
          'Western astrology usually uses the tropical zodiac, which is tied to the seasons, while Vedic astrology uses the sidereal zodiac, which is tied to the actual star background. The gap between them, called the ayanamsa, is currently about 24 degrees, so many people find their Vedic sign is one sign earlier than their Western one.',
        hi: {
          question: 'मेरी राशि पश्चिमी ज्योतिष की राशि से अलग क्यों है?',
          answer:
            'पश्चिमी ज्योतिष आम तौर पर सायन राशिचक्र का उपयोग करता है, जो ऋतुओं से जुड़ा है, जबकि वैदिक ज्योतिष निरयन राशिचक्र का उपयोग करता है, जो आकाश के वास्तविक तारों से जुड़ा है। दोनों के बीच के अंतर को अयनांश कहते हैं, जो इस समय लगभग 24 अंश है। इसलिए बहुत से लोगों की वैदिक राशि उनकी पश्चिमी राशि से एक राशि पहले की निकलती है।',
        },
      },
      {
        question: 'Can astrology replace medical, legal or financial advice?',
        answer:
          'No. Astrology is offered for guidance and self-reflection. It can help you think about timing, strengths and tendencies, but it is not a substitute for a doctor, lawyer, financial adviser or counsellor. Please always consult a qualified professional for health, legal or money matters, and use astrological insight alongside, never instead of, their advice.',
        hi: {
          question: 'क्या ज्योतिष चिकित्सा, क़ानूनी या आर्थिक सलाह की जगह ले सकता है?',
          answer:
            'नहीं। ज्योतिष मार्गदर्शन और आत्मचिंतन के लिए है। यह समय, आपकी क्षमताओं और प्रवृत्तियों को समझने में मदद कर सकता है, पर डॉक्टर, वकील, वित्तीय सलाहकार या काउंसलर की जगह नहीं ले सकता। स्वास्थ्य, क़ानून या पैसे से जुड़े मामलों में हमेशा योग्य विशेषज्ञ से सलाह लें, और ज्योतिष की बात उनकी सलाह के साथ ध्यान में रखें, उसके बदले कभी नहीं।',
        },
      },
    ],
  },
  {
    category: 'Kundli and Birth Chart',
    categoryHi: 'कुंडली और जन्म पत्रिका',
    items: [
      {
        question: 'What details do I need to generate a kundli?',
        answer:
          'You need your date of birth, time of birth and place of birth. The place is used to find the latitude, longitude and time zone, which are needed to calculate the chart accurately. We use these birth details only to compute your chart and the readings based on it, and never for advertising.',
        hi: {
          question: 'कुंडली बनाने के लिए कौन-सी जानकारी चाहिए?',
          answer:
            'आपको जन्म तिथि, जन्म समय और जन्म स्थान चाहिए। जन्म स्थान से अक्षांश, देशांतर और समय क्षेत्र निकाला जाता है, जिनके बिना कुंडली सही नहीं बनती। जन्म की ये जानकारी हम केवल आपकी कुंडली और उस पर आधारित फलादेश बनाने में इस्तेमाल करते हैं, विज्ञापन के लिए कभी नहीं।',
        },
      },
      {
        question: 'Why does the exact birth time matter?',
        answer:
          'Your Lagna, or ascendant, is the sign rising on the eastern horizon at the moment of birth. It changes roughly every two hours, and the degree changes every few minutes. The Lagna sets the twelve houses of your chart, so even a small error in birth time can shift house placements and change the reading considerably.',
        hi: {
          question: 'जन्म का सही समय इतना ज़रूरी क्यों है?',
          answer:
            'आपका लग्न वह राशि है जो जन्म के क्षण में पूर्वी क्षितिज पर उदित हो रही थी। लग्न लगभग हर दो घंटे में बदल जाता है, और उसका अंश हर कुछ मिनट में। लग्न से ही कुंडली के बारह भाव तय होते हैं, इसलिए जन्म समय में थोड़ी-सी चूक से भी ग्रहों के भाव बदल सकते हैं और फलादेश काफ़ी अलग हो सकता है।',
        },
      },
      {
        question: 'What if I do not know my exact time of birth?',
        answer:
          'Use the closest time you know, for example from a birth certificate or family records. Your Moon sign is usually reliable even if the time is approximate, because the Moon stays in one sign for about two and a quarter days. The Lagna may be uncertain, and an astrologer can discuss birth time rectification during a consultation.',
        hi: {
          question: 'अगर मुझे जन्म का सही समय पता न हो तो?',
          answer:
            'जो समय आपको सबसे सही पता हो, वही डालें, जैसे जन्म प्रमाणपत्र या परिवार के रिकॉर्ड से। समय अनुमानित होने पर भी आपकी चंद्र राशि प्रायः सही निकलती है, क्योंकि चंद्रमा एक राशि में लगभग सवा दो दिन रहता है। लग्न अनिश्चित हो सकता है; परामर्श के दौरान ज्योतिषी जन्म समय शोधन पर बात कर सकते हैं।',
        },
      },
    ],
  },
  {
    category: 'Matchmaking',
    categoryHi: 'कुंडली मिलान',
    items: [
      {
        question: 'How does kundli matching work?',
        answer:
          'We use Ashtakoota Guna Milan, the traditional North Indian method. It compares the Moon positions of both partners across eight factors, or kootas, such as temperament, mutual attraction and health, for a total of 36 gunas. On this site the result is shown as a score out of 10, so it is easier to read at a glance.',
        hi: {
          question: 'कुंडली मिलान कैसे होता है?',
          answer:
            'हम उत्तर भारत की पारंपरिक पद्धति, अष्टकूट गुण मिलान, का उपयोग करते हैं। इसमें वर और कन्या के चंद्रमा की स्थिति की तुलना आठ कूटों पर की जाती है, जैसे स्वभाव, आपसी आकर्षण और स्वास्थ्य, और कुल 36 गुण होते हैं। इस साइट पर परिणाम 10 में से अंक के रूप में दिखाया जाता है, ताकि एक नज़र में समझ आ जाए।',
        },
      },
      {
        question: 'What is a good matchmaking score?',
        answer:
          'Traditionally, 18 or more gunas out of 36 is considered acceptable for marriage, which is 5 or more on our 10-point scale. A higher score is encouraging, but the score is only one part of compatibility. Astrologers also look at both full charts, and the understanding, values and communication between two people matter more than any number.',
        hi: {
          question: 'कुंडली मिलान में कितने अंक अच्छे माने जाते हैं?',
          answer:
            'परंपरा से 36 में से 18 या उससे अधिक गुण विवाह के लिए ठीक माने जाते हैं, जो हमारे 10 अंकों के पैमाने पर 5 या उससे अधिक है। अधिक अंक उत्साह बढ़ाते हैं, पर अंक अनुकूलता का केवल एक हिस्सा हैं। ज्योतिषी दोनों की पूरी कुंडलियाँ भी देखते हैं, और दो लोगों के बीच की समझ, मूल्य और बातचीत किसी भी अंक से ज़्यादा मायने रखते हैं।',
        },
      },
      {
        question: 'What is Manglik dosha?',
        answer:
          'A person is called Manglik when Mars is placed in the 1st, 2nd, 4th, 7th, 8th or 12th house of the birth chart. It is very common and is not a reason for fear. Many classical conditions reduce or cancel its effect, including when both partners are Manglik. An astrologer can review the full charts before you draw any conclusions.',
        hi: {
          question: 'मांगलिक दोष क्या है?',
          answer:
            'जब जन्म कुंडली के पहले, दूसरे, चौथे, सातवें, आठवें या बारहवें भाव में मंगल हो, तो व्यक्ति को मांगलिक कहा जाता है। यह बहुत आम है और डरने की कोई बात नहीं है। शास्त्रों में ऐसी कई स्थितियाँ बताई गई हैं जिनमें इसका प्रभाव कम या समाप्त हो जाता है, जैसे जब वर और कन्या दोनों मांगलिक हों। कोई निष्कर्ष निकालने से पहले ज्योतिषी से दोनों की पूरी कुंडलियाँ दिखवा लें।',
        },
      },
    ],
  },
  {
    category: 'Remedies and Lucky Colours/Numbers',
    categoryHi: 'उपाय, शुभ रंग और भाग्यशाली अंक',
    items: [
      {
        question: 'How is my lucky number worked out?',
        answer:
          'Our lucky number and colour tool is based on numerology. In the traditional Indian system, your root number (Mulank) comes from your day of birth reduced to a single digit, so someone born on the 23rd has 2 + 3 = 5. Each number from 1 to 9 is linked with a planet, and the lucky colour reflects that planet.',
        hi: {
          question: 'मेरा भाग्यशाली अंक कैसे निकाला जाता है?',
          answer:
            'हमारा भाग्यशाली अंक और रंग टूल अंक ज्योतिष पर आधारित है। पारंपरिक भारतीय पद्धति में आपका मूलांक जन्म की तारीख़ को जोड़कर एक अंक तक लाने से बनता है, इसलिए 23 तारीख़ को जन्मे व्यक्ति का मूलांक 2 + 3 = 5 है। 1 से 9 तक का हर अंक किसी एक ग्रह से जुड़ा है, और भाग्यशाली रंग उसी ग्रह के अनुसार होता है।',
        },
      },
      {
        question: 'Do I need expensive remedies?',
        answer:
          'No. We prefer simple remedies that are within your control, such as regular prayer or meditation, charity, disciplined routines, and mindful use of colours. No genuine remedy needs to be bought out of fear. If an astrologer suggests something that costs money, they should explain why, and you are always free to decline it.',
        hi: {
          question: 'क्या महँगे उपाय करने ज़रूरी हैं?',
          answer:
            'नहीं। हम ऐसे सरल उपायों को प्राथमिकता देते हैं जो आपके अपने हाथ में हों, जैसे नियमित पूजा या ध्यान, दान, अनुशासित दिनचर्या और रंगों का सोच-समझकर उपयोग। कोई भी सच्चा उपाय डर के कारण ख़रीदना नहीं पड़ता। अगर कोई ज्योतिषी ऐसा उपाय सुझाए जिसमें पैसा लगे, तो उन्हें उसका कारण समझाना चाहिए, और उसे मना करने का आपको पूरा अधिकार है।',
        },
      },
      {
        question: 'Should I wear a gemstone for my sign?',
        answer:
          'Gemstones should never be chosen from the Sun or Moon sign alone. A stone that strengthens a planet can also intensify its difficult effects, so the recommendation depends on your full chart, the planet\'s role in it and your running dasha. Please consult an astrologer first, and do not treat a gemstone as a replacement for medical care.',
        hi: {
          question: 'क्या मुझे अपनी राशि का रत्न पहनना चाहिए?',
          answer:
            'रत्न कभी भी केवल सूर्य राशि या चंद्र राशि देखकर नहीं चुनना चाहिए। जो रत्न किसी ग्रह को बल देता है, वह उसके कठिन प्रभावों को भी बढ़ा सकता है, इसलिए सुझाव आपकी पूरी कुंडली, उसमें उस ग्रह की भूमिका और आपकी चल रही दशा पर निर्भर करता है। पहले किसी ज्योतिषी से सलाह लें, और रत्न को इलाज का विकल्प न मानें।',
        },
      },
    ],
  },
  {
    category: 'Daily Horoscope',
    categoryHi: 'दैनिक राशिफल',
    items: [
      {
        question: 'How is the daily horoscope prepared?',
        answer:
          'Each daily horoscope is based on your Moon sign and the transits of the day, meaning where the Moon and the planets are moving in the sky and how they relate to your sign. It highlights themes such as work, money, family, health habits and relationships, along with a lucky number and colour for the day.',
        hi: {
          question: 'दैनिक राशिफल कैसे तैयार होता है?',
          answer:
            'हर दैनिक राशिफल आपकी चंद्र राशि और उस दिन के गोचर पर आधारित होता है, यानी आकाश में चंद्रमा और ग्रह कहाँ चल रहे हैं और आपकी राशि से उनका क्या संबंध है। इसमें काम, धन, परिवार, सेहत की आदतें और रिश्ते जैसे विषय आते हैं, साथ में दिन का भाग्यशाली अंक और रंग भी।',
        },
      },
      {
        question: 'Which sign should I read?',
        answer:
          'Read the horoscope for your Moon sign, or Rashi, which is the sign the Moon occupied when you were born. It is often different from the Sun sign used in magazines. If you do not know your Moon sign, generate a free kundli with your birth details and you will find it listed in your chart.',
        hi: {
          question: 'मुझे कौन-सी राशि का राशिफल पढ़ना चाहिए?',
          answer:
            'अपनी चंद्र राशि का राशिफल पढ़ें, यानी वह राशि जिसमें आपके जन्म के समय चंद्रमा था। यह अक्सर पत्रिकाओं में दी जाने वाली सूर्य राशि से अलग होती है। अगर आपको अपनी चंद्र राशि नहीं पता, तो जन्म की जानकारी से मुफ़्त कुंडली बनाइए, उसमें आपकी राशि लिखी मिलेगी।',
        },
      },
      {
        question: 'How personal is the daily horoscope?',
        answer:
          'A daily horoscope is written for everyone who shares your Moon sign, so it describes general tendencies rather than fixed events. Use it as a gentle prompt for the day, not as a prediction to worry about. For guidance based on your complete chart and current dasha, book a personal astrology consultation.',
        hi: {
          question: 'दैनिक राशिफल कितना व्यक्तिगत होता है?',
          answer:
            'दैनिक राशिफल उन सभी लोगों के लिए लिखा जाता है जिनकी चंद्र राशि आपकी चंद्र राशि जैसी है, इसलिए यह तय घटनाएँ नहीं, बल्कि सामान्य प्रवृत्तियाँ बताता है। इसे दिन के लिए एक हल्का संकेत मानें, चिंता करने वाली भविष्यवाणी नहीं। अपनी पूरी कुंडली और चल रही दशा पर आधारित मार्गदर्शन के लिए व्यक्तिगत ज्योतिष परामर्श बुक करें।',
        },
      },
    ],
  },
];

/** The FAQ groups as a page in this language shows them: the English text, or the Hindi written beside it. */
export function faqsIn(categories: readonly BilingualFaqCategory[], language: 'en' | 'hi'): FaqCategory[] {
  if (language === 'en') return categories.map(({ category, items }) => ({ category, items: items.map(({ question, answer }) => ({ question, answer })) }));
  return categories.map(({ categoryHi, items }) => ({ category: categoryHi, items: items.map(({ hi }) => hi) }));
}
