// Phrase banks for the daily horoscope (see daily-horoscope.ts). Every string is a complete
// sentence (or two) with no placeholders, written for a calm, practical tone: no fear, no
// guarantees, no medical or financial promises. Every sentence in these banks is unique, so an
// entry's sentences can be told apart and never repeat across the twelve signs of one day.
//
// Banks keyed by house are counted from the reader's sign (whole-sign houses, 1..12).

export type HouseNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
export type HouseBank = Readonly<Record<HouseNumber, readonly string[]>>;

/** The day's main theme, from the Moon's house. Houses 4, 8 and 12 are "care" days, phrased gently. */
export const MOON_THEMES: HouseBank = {
  1: [
    'With the Moon in your own sign today, you feel more like yourself than you have all week. Energy is good and your instincts are clear, so put yourself first in one small, healthy way.',
    'The Moon passes through your first house, bringing a fresh, personal kind of energy. People notice your mood quickly today, so let it be a steady, cheerful one, and begin the task that matters most to you.',
    'A good day to look after yourself and set your own pace. You think clearly and decide quickly, and a small change to your appearance or routine can lift your confidence more than you expect.',
    'Today starts with you. Your energy is higher than usual and others respond well when you take the first step, whether that means suggesting a plan at home or speaking up in a meeting.',
    'You feel noticeably more alive and ready to begin things today. Trust that feeling, but give it a direction: pick one goal for the day and let the rest of your energy serve it.',
  ],
  2: [
    'With the Moon in your second house, family and money share your attention today. A calm talk about household spending goes better than usual, as long as you listen as much as you speak.',
    'Your words carry weight today, at home and outside it. Speak kindly, especially to family members, and even a difficult topic about money or plans can be settled gently.',
    'A day to look after what you already have. Review your savings, tidy your accounts or simply enjoy a good meal with family; small, steady care of your resources brings quiet satisfaction.',
    "Family matters come forward today, perhaps a relative's visit or a decision about the household budget. Take your time, keep your tone warm, and avoid making promises about money you are not sure of.",
    'The Moon moving through your second house makes you more aware of comfort, food and family ties. Enjoy them, but keep an eye on small expenses that add up, and choose your words with care.',
  ],
  3: [
    'The Moon in your third house gives you courage and a lively mind. It is a good day to make that phone call, send the message you have been drafting, or take a short trip you keep postponing.',
    'Your confidence is up and your words come easily today. Brothers, sisters or close neighbours may play a helpful part, and a bold idea you share could find more support than you expect.',
    'A day for initiative. Small efforts count, short journeys tend to go smoothly, and you can say what needs saying without sounding harsh. Use this energy to move a stalled plan one step forward.',
    'You feel braver than usual today, and that is worth using. Write, call, pitch or ask; communication is your strength, and a conversation with a sibling or cousin may lift your spirits.',
    'Energy and enthusiasm are on your side. Things you have been hesitant about look more manageable now, and a short outing or a change of scene helps you think of a practical way forward.',
  ],
  4: [
    'With the Moon in your fourth house, your heart turns towards home today. You may feel a little more sensitive than usual, so keep the day simple and spend some unhurried time with family, especially your mother.',
    'Home and inner comfort matter most today. It is not the best day to push hard outside; instead, tidy a corner of the house, rest well, and let your feelings settle before you respond to anything important.',
    'Your mood is closely tied to your surroundings today. A peaceful home helps you think clearly, so skip unnecessary arguments, check in with your mother or an elder, and give yourself permission to slow down.',
    'A quieter, more inward day. You may feel like staying close to the people and places you know, and that is perfectly fine. Small comforts, a home-cooked meal and early rest help restore your balance.',
    'The Moon passes through the part of your chart linked with home and peace of mind. Travel and big decisions can wait a day; looking after your household and your own calm is the wiser use of your time.',
  ],
  5: [
    'The Moon in your fifth house brightens creativity and play today. Time with children, a hobby you love or a few pages of a good book can refresh you more than you expect.',
    'Your mind is curious and inventive today, which suits learning, studies and creative work. In matters of the heart, warmth and sincerity help, but avoid rushing anyone into a decision.',
    'A day with a lighter, more playful feel. Ideas come easily, children may bring you joy or need your attention, and a creative project starts to take shape. Keep speculative risks out of the picture.',
    'Romance, creativity and learning all get a gentle lift today. Enjoy them while keeping your expectations realistic; a small, heartfelt gesture means more now than a grand plan.',
    'Your heart and your imagination lead today. Students may find concentration easier, parents may enjoy a meaningful moment with a child, and anyone with a creative idea should note it down before it slips away.',
  ],
  6: [
    'With the Moon in your sixth house, you have the stamina to clear pending work today. Problems that seemed stubborn begin to yield when you tackle them methodically, one item at a time.',
    'A productive, practical day. Routines feel easier to keep, so it is a good time to organise your desk, settle a small dispute or reset your daily habits around food, sleep and exercise.',
    'You handle competition and pressure well today. Instead of worrying about obstacles, list them and address the simplest first; steady progress gives you the upper hand over the day’s challenges.',
    'Service and discipline bring their own satisfaction today. Helping a colleague, finishing routine work on time and keeping up your daily health habits all build a quiet sense of control.',
    'The Moon in the sixth house favours effort over luck. Pending paperwork, small debts and long to-do lists become more manageable when you give them focused time, and your persistence is likely to be noticed.',
  ],
  7: [
    'With the Moon in your seventh house, relationships take centre stage today. Time with your spouse or partner feels warmer than usual, and an open, friendly conversation can clear up a small misunderstanding.',
    'Partnerships of every kind are favoured today. Meetings with clients, business associates or your life partner go more smoothly when you listen first and look for the arrangement that works for both sides.',
    'A sociable, cooperative day for partnerships. You achieve more together than alone, so share the load, invite a suggestion and be generous with appreciation; people are likely to respond in kind.',
    "Other people bring opportunities today. A partner's idea, a client's request or a friend's invitation deserves your attention, and a little flexibility on your side can turn it into something useful.",
    'The Moon opposite your sign puts the focus on give and take. Marriage and close partnerships benefit from small kindnesses, and agreements discussed today have a good chance of being fair to everyone.',
  ],
  8: [
    'With the Moon in your eighth house, today is better for reflection than for big moves. Keep plans flexible, double-check important details, and allow yourself a little more rest than usual.',
    'A quieter, more private day. You may feel like looking beneath the surface of things, which is good for research, study or sorting old papers, but less suited to new ventures or risky commitments.',
    'Move gently today. Emotions can run deeper than the situation deserves, so pause before reacting, travel with care, and leave important signatures for a day when you feel more settled.',
    'This is a day to conserve energy and trust your patience. Unexpected changes are easier to handle if you keep your schedule light, and insights that come in quiet moments may prove valuable later.',
    'The Moon passing through your eighth house asks for care rather than worry. Attend calmly to taxes or shared resources, avoid lending or borrowing in a hurry, and get an early night.',
  ],
  9: [
    'The Moon in your ninth house brings a hopeful, broad-minded mood. Guidance from a teacher, your father or an elder can be especially useful today, and plans for a pilgrimage or long journey are worth discussing.',
    'A day to think beyond the routine. Reading, study, prayer or a visit to a temple or other place of worship can settle your mind, and a small act of generosity feels deeply right.',
    'Fortune feels a little kinder today, and it tends to favour those who stay humble and sincere. Respect the advice of elders, keep your word, and look for the larger meaning in a recent experience.',
    'Your outlook widens today. Travel plans, higher studies and questions of faith or purpose are on your mind; talk them over with someone wiser, and avoid arguing over beliefs.',
    'With the Moon moving through your house of dharma, it is a good day to act on your values. Helping someone without expecting anything back brings a quiet contentment of its own.',
  ],
  10: [
    'With the Moon in your tenth house today, career and responsibilities move to the front. You are more visible at work than usual, so a well-prepared effort or a clear report can strengthen your reputation.',
    'A good day for professional matters. Take the lead on a responsibility you are ready for, speak to a senior about your plans, and let the quality of your work speak for you.',
    'Your public image and your duties at work are highlighted today. Efficiency comes naturally and people in authority may notice your reliability; keep your commitments realistic so you can honour every one.',
    'Work takes up much of your attention today, and that is no bad thing. Focus on the task that matters most to your career, delegate the rest where you can, and keep your tone professional.',
    'The Moon at the top of your chart favours ambition and action in your career. Applications, presentations and important discussions at work are well supported, provided you stay patient with the people around you.',
  ],
  11: [
    'The Moon in your eleventh house brings a hopeful, sociable energy. Friends and well-wishers are helpful today, and a plan you have nursed for a while may show some encouraging progress.',
    'A day of connections. A message from an old friend, a helpful introduction or support from your wider circle can open a useful door; stay in touch and say yes to a sensible invitation.',
    'Efforts made earlier can start to show results today. Enjoy the progress, thank the friends who helped you, and let a small wish become a concrete step by writing down what comes next.',
    'Social life and teamwork are favoured. Group work, community events and family gatherings bring good cheer, and an elder sibling or a friend may offer exactly the help you need.',
    'With the Moon moving through your house of gains, your hopes feel closer to reach. Keep your goals clear and practical; networking, online or in person, may bring pleasant surprises.',
  ],
  12: [
    'With the Moon in your twelfth house, today favours rest and quiet reflection over busy activity. Keep your schedule light, watch for unplanned expenses, and make room for prayer, meditation or simple solitude.',
    'A gentle, inward day. You may feel tired or a little detached, which is a sign to slow down rather than push. Let go of one worry that is not yours to carry, and rest well tonight.',
    'Spending may rise today, often on things that feel necessary in the moment, so a quick check before paying helps. Charity, a visit to a place of worship or time alone can restore your calm.',
    'This is a good day to close chapters rather than open new ones. Finish pending tasks, clear clutter and let go of a small grievance; the space you create now makes room for fresh plans later.',
    'The Moon passing through your twelfth house asks you to look after your rest and your peace of mind. Avoid late nights and unnecessary travel, and let a quiet evening refresh your spirit.',
  ],
};

/** Mood words grouped by the Moon-house theme; all unique across houses. */
export const MOODS: HouseBank = {
  1: ['Confident', 'Energetic', 'Self-assured', 'Fresh and lively'],
  2: ['Grounded', 'Family-minded', 'Practical', 'Content'],
  3: ['Bold', 'Talkative', 'Enterprising', 'Adventurous'],
  4: ['Homely', 'Sensitive', 'Nurturing', 'Calm and inward'],
  5: ['Creative', 'Playful', 'Curious', 'Affectionate'],
  6: ['Focused', 'Diligent', 'Determined', 'Organised'],
  7: ['Warm and social', 'Cooperative', 'Harmonious', 'Diplomatic'],
  8: ['Reflective', 'Thoughtful', 'Introspective', 'Quietly watchful'],
  9: ['Hopeful', 'Inspired', 'Devotional', 'Broad-minded'],
  10: ['Ambitious', 'Responsible', 'Purposeful', 'Driven'],
  11: ['Cheerful', 'Sociable', 'Optimistic', 'Encouraged'],
  12: ['Peaceful', 'Contemplative', 'Restful', 'Serene'],
};

/** The Sun's house: the month-long focus. */
export const SUN_NOTES: HouseBank = {
  1: [
    'The Sun in your first house this month puts you in the spotlight; lead with confidence, but keep your temper and your ego in check.',
    'With the Sun passing through your own sign, your sense of purpose is strong this month, though rest and regular meals matter more than usual.',
    'This month the Sun crosses your first house, so your self-belief is high; channel it into leadership rather than stubbornness.',
  ],
  2: [
    'The Sun in your second house this month draws attention to savings and family duties; speak firmly but kindly when money is discussed.',
    'With the Sun moving through your second house, this month is about valuing what you have and keeping your words measured at home.',
    'This month the Sun lights up your second house of family and resources, a good time to set a sensible household budget.',
  ],
  3: [
    'The Sun in your third house this month strengthens your courage and initiative, making it easier to act on plans you have only discussed.',
    'With the Sun moving through your third house, effort counts for a lot this month; determination can turn a small opening into real progress.',
    "This month's Sun in the third house favours bold communication, short journeys and helpful ties with siblings.",
  ],
  4: [
    'With the Sun in your fourth house this month, home matters need attention; be patient with family and keep small irritations from growing.',
    'The Sun passing through your fourth house this month may make you restless at home, so plan some quiet time and keep family discussions calm.',
    "This month the Sun sits in your fourth house, a period to look after property matters, your mother's comfort and your own peace of mind.",
  ],
  5: [
    'The Sun in your fifth house this month highlights children, studies and creative pride; guide rather than command, and the results feel sweeter.',
    'With the Sun moving through your fifth house, your mind is sharp this month but your patience may be short; steer clear of hasty speculation.',
    'This month the Sun warms your fifth house, encouraging you to learn something new, though matters of the heart need extra humility.',
  ],
  6: [
    'The Sun in your sixth house this month is a real advantage, helping you rise above competition and finish what others leave undone.',
    'With the Sun moving through your sixth house, this month rewards discipline; healthy routines and steady work keep you ahead of obstacles.',
    "This month's Sun in the sixth house gives you the strength to settle disputes and clear pending tasks with confidence.",
  ],
  7: [
    'The Sun in your seventh house this month puts partnerships under the spotlight; compromise works better than insisting on being right.',
    'With the Sun crossing your seventh house, this month asks for patience with your spouse or business partners, and a little less pride.',
    'This month the Sun occupies your seventh house, so agreements and relationships deserve careful, respectful handling.',
  ],
  8: [
    'With the Sun in your eighth house this month, pace yourself; it is a period for research, rest and quietly sorting out shared finances.',
    'The Sun passing through your eighth house this month favours a low-key approach, so skip unnecessary risks and keep your routine regular.',
    'This month the Sun sits in your eighth house, a time to look inward, review paperwork and give your body the rest it asks for.',
  ],
  9: [
    'The Sun in your ninth house this month turns your thoughts to dharma, teachers and long-term plans, though differences with elders need tact.',
    'With the Sun moving through your ninth house, this month suits study, pilgrimage and principled decisions, as long as you stay humble.',
    "This month's Sun in the ninth house encourages you to follow your values while respecting the views of your father or mentors.",
  ],
  10: [
    'The Sun in your tenth house this month is a strong support for your career, helping responsible, well-planned work get noticed.',
    'With the Sun at the top of your chart this month, people in authority notice your efforts; step up if a leadership role is offered.',
    'This month the Sun shines on your tenth house of career, a good period to push an important professional goal forward.',
  ],
  11: [
    'The Sun in your eleventh house this month favours progress through effort and helpful contacts in senior positions.',
    'With the Sun moving through your eleventh house, friends and networks are supportive this month, and long-held wishes feel closer.',
    "This month's Sun in the eleventh house rewards teamwork and steady ambition; your social circle can open useful doors.",
  ],
  12: [
    'With the Sun in your twelfth house this month, energy may feel lower; plan some rest, keep expenses in check and avoid overcommitting.',
    'The Sun passing through your twelfth house this month suits reflection, charity and behind-the-scenes work more than public display.',
    'This month the Sun sits in your twelfth house, so travel and spending need planning, and early nights help you stay balanced.',
  ],
};

/** Venus's house: relationships, comforts and the pleasant side of life. */
export const VENUS_NOTES: HouseBank = {
  1: [
    'Venus in your first house adds charm and grace, so this is a pleasant time to refresh your wardrobe or simply enjoy good company.',
    'With Venus moving through your own sign, people find you warm and approachable, and small comforts bring real pleasure.',
    'Venus crossing your first house softens your manner and helps relationships feel easy; enjoy it without overindulging.',
  ],
  2: [
    'Venus in your second house sweetens your speech and brings warmth to family meals and gatherings.',
    'With Venus moving through your second house, it is a pleasant period for family bonding, good food and thoughtful gifts.',
    'Venus passing through your second house favours kind words and a graceful touch with household finances.',
  ],
  3: [
    'Venus in your third house makes your messages warm and persuasive, and a short outing with loved ones can be delightful.',
    'With Venus moving through your third house, creative hobbies and friendly chats with siblings bring joy.',
    'Venus crossing your third house lends charm to your communication, which helps with any request you need to make.',
  ],
  4: [
    'Venus in your fourth house brings comfort at home, a good time to brighten your living space or enjoy a family evening.',
    'With Venus moving through your fourth house, domestic life feels gentler and small home improvements are worth considering.',
    'Venus passing through your fourth house favours home comforts and eases relations with your mother.',
  ],
  5: [
    'Venus moving through your fifth house brings romance, creativity and simple fun; let yourself enjoy them.',
    'With Venus in your fifth house, artistic work, courtship and time with children all carry a special sweetness.',
    'Venus in the fifth house lifts your creative spirit, so music, art or a heartfelt note to someone dear comes naturally.',
  ],
  6: [
    'Venus in your sixth house asks for moderation, so keep indulgences in food and spending modest and be gentle with colleagues.',
    'With Venus moving through your sixth house, relationships need a little extra patience; small gestures of care smooth the way.',
    'Venus crossing your sixth house suggests keeping comforts simple and stepping away from petty disagreements at work.',
  ],
  7: [
    'Venus in your seventh house draws attention to marriage and partnership; be attentive, though expectations may need gentle adjusting.',
    'With Venus moving through your seventh house, your partner is likely to appreciate warmth and thoughtfulness more than grand gestures.',
    'Venus passing through your seventh house highlights relationships; clear, affectionate communication keeps things harmonious.',
  ],
  8: [
    'Venus in your eighth house can bring unexpected comforts or support from family, and it deepens emotional bonds.',
    'With Venus moving through your eighth house, private, heartfelt conversations strengthen trust with someone close.',
    'Venus crossing your eighth house favours quiet intimacy and careful handling of joint finances.',
  ],
  9: [
    'Venus in your ninth house brings grace to travel, learning and devotion, along with goodwill from elders.',
    'With Venus moving through your ninth house, a pleasant journey or a cultural outing could lift your spirits.',
    'Venus passing through your ninth house sweetens ties with teachers and mentors and encourages generosity.',
  ],
  10: [
    'Venus in your tenth house brings a softer touch to your professional life; diplomacy, not force, helps you at work now.',
    'With Venus moving through your tenth house, keep workplace relations cordial and try not to mix personal feelings with duty.',
    'Venus crossing your tenth house favours tactful dealings with seniors, though routine tasks still need to stay on track.',
  ],
  11: [
    'Venus in your eleventh house brings pleasant social occasions and support from friends, a good time for gatherings.',
    'With Venus moving through your eleventh house, friendships feel rewarding and small wishes are easier to fulfil.',
    'Venus passing through your eleventh house favours celebrations, reunions and warm networking.',
  ],
  12: [
    'Venus in your twelfth house brings comfort through rest, music and quiet pleasures, though spending on luxuries needs watching.',
    'With Venus moving through your twelfth house, restful sleep, private joys and acts of kindness feel especially meaningful.',
    'Venus crossing your twelfth house favours retreat and relaxation; a short getaway or a peaceful evening suits you.',
  ],
};

/** Mars's house: energy and friction. Houses 3, 6 and 11 are good for Mars. */
export const MARS_NOTES: HouseBank = {
  1: [
    'Mars in your first house fills you with drive, so channel it into exercise or work and keep a check on quick reactions.',
    'With Mars moving through your own sign, you have plenty of energy; patience in conversations prevents needless friction.',
    'Mars crossing your first house makes you bold and fast; slow down a little on the road and in arguments.',
  ],
  2: [
    'Mars in your second house can make words sharper than intended, so speak with care, particularly about family money.',
    'With Mars moving through your second house, it helps to think twice before spending in a hurry or answering in anger.',
    'Mars passing through your second house gives you energy to earn but asks for gentleness in family conversations.',
  ],
  3: [
    'Mars in your third house is a real ally, giving you courage and the drive to finish what you start.',
    'With Mars moving through your third house, your determination is strong, which is useful for sports, skills and bold decisions.',
    'Mars crossing your third house supports initiative and practical help from siblings and neighbours.',
  ],
  4: [
    'Mars in your fourth house may stir restlessness at home, so put that energy into repairs or cleaning rather than arguments.',
    'With Mars moving through your fourth house, domestic discussions need a calm tone and property matters deserve careful checking.',
    'Mars passing through your fourth house suggests keeping the peace at home and not letting work stress spill over.',
  ],
  5: [
    'Mars in your fifth house sharpens your competitive spirit, good for sports and studies, though children need patient handling.',
    'With Mars moving through your fifth house, enthusiasm runs high; stay away from impulsive risks and keep romance gentle.',
    'Mars crossing your fifth house energises creative projects, provided you stay calm when plans change.',
  ],
  6: [
    'Mars in your sixth house helps you push past obstacles and keep pace with competition through practical energy.',
    'With Mars moving through your sixth house, disciplined effort counts, and disputes become easier to resolve.',
    'Mars crossing your sixth house is excellent for clearing backlogs, exercising regularly and tackling stubborn problems.',
  ],
  7: [
    'Mars in your seventh house can stir friction with partners, so choose calm words and give each other room.',
    'With Mars moving through your seventh house, business dealings need patience and clearly written agreements.',
    'Mars passing through your seventh house asks you to turn disagreements with your spouse into honest, respectful conversations.',
  ],
  8: [
    'Mars in your eighth house asks for extra care with vehicles, tools and hasty decisions; a steady pace serves you well.',
    'With Mars moving through your eighth house, save your energy for essential tasks and sidestep unnecessary confrontations.',
    'Mars crossing your eighth house favours research and careful planning over sudden moves.',
  ],
  9: [
    'Mars in your ninth house brings passion for your beliefs, but keep discussions with elders respectful.',
    'With Mars moving through your ninth house, adventurous travel appeals; plan it well rather than rushing.',
    'Mars passing through your ninth house gives energy for study and pilgrimage, as long as you stay open to other views.',
  ],
  10: [
    'Mars in your tenth house powers your ambition at work; lead firmly while keeping relations with seniors smooth.',
    'With Mars moving through your tenth house, you can accomplish a lot professionally if you stay out of power struggles.',
    'Mars crossing your tenth house suits decisive action on career goals and technical tasks.',
  ],
  11: [
    'Mars in your eleventh house supports progress through effort and brings energetic friends to your side.',
    'With Mars moving through your eleventh house, ambitions gather speed and teamwork produces visible progress.',
    'Mars passing through your eleventh house rewards initiative, making this a productive stretch for goals you care about.',
  ],
  12: [
    'Mars in your twelfth house may leave you tired or impatient, so rest well and hold back from hurried spending.',
    'With Mars moving through your twelfth house, quiet, behind-the-scenes work suits you better than open confrontation.',
    'Mars crossing your twelfth house suggests regular sleep, gentle exercise and patience with unexpected costs.',
  ],
};

/** Jupiter's house. Houses 2, 5, 7, 9 and 11 are supportive. */
export const JUPITER_NOTES: HouseBank = {
  1: [
    'Jupiter in your first house widens your outlook; guard against overcommitting, and let wisdom guide your choices.',
    'With Jupiter moving through your own sign, learning and self-improvement are favoured, though moderation in food and promises helps.',
    'Jupiter crossing your first house encourages optimism; keep your plans grounded so good intentions become results.',
  ],
  2: [
    'Jupiter in your second house is a supportive influence for family harmony and patient, sensible saving.',
    'With Jupiter moving through your second house, your words carry wisdom and family life benefits from your guidance.',
    'Jupiter passing through your second house supports careful management of resources and a more generous spirit at home.',
  ],
  3: [
    'Jupiter in your third house asks for persistence; progress may feel slow, but steady effort still counts.',
    'With Jupiter moving through your third house, learning a new skill or writing regularly keeps you moving forward.',
    'Jupiter crossing your third house suggests double-checking plans and relying on your own patient effort.',
  ],
  4: [
    'Jupiter in your fourth house encourages you to seek peace at home and to care for your mother and elders.',
    'With Jupiter moving through your fourth house, simple living and inner contentment are the real wealth.',
    'Jupiter passing through your fourth house suits reading, quiet study and making your home a calmer place.',
  ],
  5: [
    'Jupiter in your fifth house is a lovely support for children, learning and creative wisdom.',
    'With Jupiter moving through your fifth house, studies, mantra practice and guidance from mentors are especially rewarding.',
    'Jupiter passing through your fifth house favours good judgement; trust thoughtful decisions about education and family.',
  ],
  6: [
    'Jupiter in your sixth house advises a careful approach to debts and daily routines, with patience in workplace disagreements.',
    'With Jupiter moving through your sixth house, service and helping others bring quiet satisfaction, even when work is demanding.',
    'Jupiter crossing your sixth house suggests keeping habits moderate and treating competitors with fairness.',
  ],
  7: [
    'Jupiter in your seventh house is a supportive influence for marriage, partnerships and fair agreements.',
    'With Jupiter moving through your seventh house, relationships grow through mutual respect, and good counsel comes from your partner.',
    'Jupiter passing through your seventh house favours proposals, collaborations and honest discussions with clients.',
  ],
  8: [
    'Jupiter in your eighth house encourages the study of deeper subjects and a cautious, well-informed approach to joint finances.',
    'With Jupiter moving through your eighth house, spiritual reading and quiet reflection give more than outward pursuits.',
    'Jupiter crossing your eighth house suggests patience with delays and a careful reading of any fine print.',
  ],
  9: [
    'Jupiter in your ninth house is a gracious influence, supporting faith, higher learning and the blessings of elders.',
    'With Jupiter moving through your ninth house, pilgrimages, long journeys and studies have good support.',
    'Jupiter passing through your ninth house strengthens your sense of purpose and brings helpful guidance from teachers.',
  ],
  10: [
    'Jupiter in your tenth house asks you to uphold your values at work; honest effort matters more than quick results.',
    'With Jupiter moving through your tenth house, changes at work are best handled with patience and good counsel.',
    'Jupiter crossing your tenth house suggests taking on responsibility thoughtfully rather than all at once.',
  ],
  11: [
    'Jupiter in your eleventh house is a generous support for friendships, long-cherished wishes and the fruits of effort.',
    'With Jupiter moving through your eleventh house, helpful people appear and your circle of well-wishers grows.',
    'Jupiter passing through your eleventh house favours goals pursued together with others and rewards earlier effort.',
  ],
  12: [
    'Jupiter in your twelfth house turns your attention to charity, spiritual practice and thoughtful spending.',
    'With Jupiter moving through your twelfth house, giving and devotion bring peace, while expenses deserve planning.',
    'Jupiter crossing your twelfth house supports retreat, prayer and travel for meaningful reasons.',
  ],
};

/**
 * Saturn's house. Houses 3, 6 and 11 are rewarding. Houses 12, 1 and 2 from the Moon sign are the
 * three phases of Sade Sati: only those three lists name it, always as a time for patience and
 * steady work, never as something to fear.
 */
export const SATURN_NOTES: HouseBank = {
  1: [
    'Saturn in your own sign brings the central phase of Sade Sati; steady work, realistic goals and patience help you build something lasting.',
    'With Saturn moving through your first house, the heart of Sade Sati is a time to mature, keep routines regular and move one careful step at a time.',
    'Saturn crossing your first house marks the middle of Sade Sati, so pace yourself, keep commitments modest and trust slow, steady progress.',
  ],
  2: [
    'Saturn in your second house marks the closing phase of Sade Sati; careful budgeting and measured words keep family life steady.',
    'With Saturn moving through your second house, the last part of Sade Sati rewards patience with money matters and kindness in speech.',
    "Saturn's passage through your second house is the final stretch of Sade Sati, a time to consolidate, save steadily and keep family bonds warm.",
  ],
  3: [
    'Saturn in your third house is a rewarding placement, giving you the stamina to see long efforts through.',
    'With Saturn moving through your third house, patient hard work builds real courage and confidence.',
    'Saturn crossing your third house supports persistence, so steady effort on a long project is well spent.',
  ],
  4: [
    'Saturn in your fourth house asks for patience with home and property matters; small, regular care keeps things stable.',
    'With Saturn moving through your fourth house, keeping a calm routine at home helps you feel secure.',
    'Saturn passing through your fourth house suggests slowing down at home and giving elders your patient attention.',
  ],
  5: [
    'Saturn in your fifth house asks for discipline in studies and patience with children; steady practice works better than bursts.',
    'With Saturn moving through your fifth house, creative work needs structure, and decisions about the future deserve careful thought.',
    'Saturn crossing your fifth house rewards serious study and patient guidance of the young.',
  ],
  6: [
    'Saturn in your sixth house is a strong ally, helping you outlast competition and settle pending matters.',
    'With Saturn moving through your sixth house, discipline in daily habits and work routines brings steady, lasting results.',
    'Saturn crossing your sixth house rewards service and persistence, and problems yield to methodical effort.',
  ],
  7: [
    'Saturn in your seventh house asks for maturity in partnerships; commitment and patience strengthen the bond.',
    'With Saturn moving through your seventh house, business and marriage matters move slowly but can grow more solid.',
    'Saturn passing through your seventh house suggests clear agreements and realistic expectations of others.',
  ],
  8: [
    'Saturn in your eighth house asks for a slower pace and regular routines; careful planning keeps things steady.',
    'With Saturn moving through your eighth house, patience with delays and respect for rest are wise.',
    'Saturn crossing your eighth house favours research, long-term planning and a simple, disciplined lifestyle.',
  ],
  9: [
    'Saturn in your ninth house asks you to earn wisdom through patience; respect traditions while thinking for yourself.',
    'With Saturn moving through your ninth house, long journeys and higher studies need careful planning but can be deeply worthwhile.',
    'Saturn passing through your ninth house encourages disciplined spiritual practice and patience with elders.',
  ],
  10: [
    'Saturn in your tenth house brings serious responsibility at work; steady, honest effort builds a reputation that lasts.',
    'With Saturn moving through your tenth house, career progress comes through persistence rather than shortcuts.',
    'Saturn crossing your tenth house asks you to shoulder duties calmly and keep long-term goals in view.',
  ],
  11: [
    'Saturn in your eleventh house is a rewarding placement, supporting steady progress from sustained, patient effort.',
    'With Saturn moving through your eleventh house, reliable friends and long-term goals come together well.',
    'Saturn passing through your eleventh house rewards persistence and helps earlier work bear fruit.',
  ],
  12: [
    'Saturn in your twelfth house marks the opening phase of Sade Sati; treat it as a time to simplify, plan expenses and rest well.',
    'With Saturn moving through your twelfth house, the first part of Sade Sati asks for patience and steady, unhurried work.',
    "Saturn's passage through your twelfth house begins Sade Sati, a period for discipline, simple routines and letting go of what no longer serves you.",
  ],
};

/** The Rahu–Ketu axis, keyed by Rahu's house (Ketu is always in the seventh house from Rahu). */
export const RAHU_KETU_NOTES: HouseBank = {
  1: [
    'With Rahu in your first house and Ketu in your seventh, you may feel restless for change; stay true to yourself and keep partnerships honest.',
    'The Rahu–Ketu axis across your first and seventh houses stirs questions about identity and relationships, so move thoughtfully.',
    'Rahu in your sign and Ketu opposite ask you to balance personal ambitions with the needs of your partner.',
  ],
  2: [
    'With Rahu in your second house and Ketu in your eighth, be careful with speech and finances, and avoid shortcuts with money.',
    'The Rahu–Ketu axis across your second and eighth houses suggests checking facts before you speak or sign.',
    'Rahu in your second house and Ketu in your eighth make this a period for honest dealings and quiet spiritual growth.',
  ],
  3: [
    'With Rahu in your third house your courage is strong, while Ketu in the ninth invites you to question old beliefs gently.',
    'The Rahu–Ketu axis across your third and ninth houses favours bold effort, balanced with humility towards teachers.',
    'Rahu in the third house is considered helpful, supporting initiative, new skills and enterprising communication, while Ketu sits in your ninth.',
  ],
  4: [
    'With Rahu in your fourth house and Ketu in your tenth, balancing home and career needs some careful thought.',
    'The Rahu–Ketu axis across your fourth and tenth houses may unsettle routines; a steady daily rhythm keeps you grounded.',
    'Rahu in your fourth house and Ketu in your tenth ask you to find peace at home before chasing outside goals.',
  ],
  5: [
    "With Rahu in your fifth house and Ketu in your eleventh, stay away from speculation and stay attentive to children's needs.",
    'The Rahu–Ketu axis across your fifth and eleventh houses encourages original ideas, but not at the cost of good judgement.',
    'Rahu in your fifth house and Ketu in your eleventh suggest choosing a few true friends over a large circle.',
  ],
  6: [
    'With Rahu in your sixth house you can handle rivals and hurdles well, while Ketu in the twelfth supports meditation.',
    'The Rahu–Ketu axis across your sixth and twelfth houses favours hard work by day and quiet spiritual practice by night.',
    'Rahu in the sixth house is a helpful placement for overcoming obstacles, with Ketu in the twelfth encouraging detachment.',
  ],
  7: [
    'With Rahu in your seventh house and Ketu in your first, partnerships need clarity and you may feel a little unsure of your direction.',
    'The Rahu–Ketu axis across your seventh and first houses asks for honest agreements and patience with yourself.',
    'Rahu in your seventh house and Ketu in your sign suggest moving carefully in new partnerships and staying grounded.',
  ],
  8: [
    'With Rahu in your eighth house and Ketu in your second, careful planning and moderate speech serve you well.',
    'The Rahu–Ketu axis across your eighth and second houses favours research and inner work over risky financial moves.',
    'Rahu in your eighth house and Ketu in your second ask for discretion in family matters and sensible routines.',
  ],
  9: [
    'With Rahu in your ninth house and Ketu in your third, you may seek new beliefs or far-off places; keep your respect for tradition.',
    'The Rahu–Ketu axis across your ninth and third houses brings interest in unusual learning, balanced by steady effort.',
    'Rahu in your ninth house and Ketu in your third encourage exploring ideas while keeping your daily efforts consistent.',
  ],
  10: [
    'With Rahu in your tenth house and Ketu in your fourth, career ambitions are strong; make time for home too.',
    'The Rahu–Ketu axis across your tenth and fourth houses can bring unusual opportunities at work, best weighed calmly.',
    'Rahu in your tenth house and Ketu in your fourth suggest pursuing goals with integrity while nurturing your inner peace.',
  ],
  11: [
    'With Rahu in your eleventh house, a supportive placement, your social connections grow, while Ketu in the fifth asks for patience with children.',
    'The Rahu–Ketu axis across your eleventh and fifth houses favours networking, balanced by thoughtful guidance for the young.',
    'Rahu in the eleventh house is traditionally helpful, widening your circle, while Ketu in the fifth deepens study and reflection.',
  ],
  12: [
    'With Rahu in your twelfth house and Ketu in your sixth, keep an eye on unplanned or overseas expenses and rest well.',
    'The Rahu–Ketu axis across your twelfth and sixth houses favours spiritual practice and a simple, disciplined routine.',
    'Rahu in your twelfth house and Ketu in your sixth suggest guarding your sleep and finishing tasks quietly.',
  ],
};

/** Mercury retrograde, keyed by Mercury's house. Used only on days Mercury is retrograde. */
export const MERCURY_RETROGRADE_NOTES: HouseBank = {
  1: [
    'Mercury is retrograde in your first house, so double-check messages and give yourself time before committing to new plans.',
    'With Mercury retrograde in your own sign, revisit personal goals and speak slowly to avoid being misunderstood.',
    "Mercury's retrograde in your first house is good for rethinking how you present yourself; delay major announcements if you can.",
  ],
  2: [
    'Mercury is retrograde in your second house, so recheck bills and accounts and choose your words carefully at home.',
    'With Mercury retrograde in your second house, review your budget and avoid money decisions based on hurried information.',
    "Mercury's retrograde in your second house favours tidying up family finances rather than starting new deals.",
  ],
  3: [
    'Mercury is retrograde in your third house, so confirm travel plans and reread emails before sending them.',
    'With Mercury retrograde in your third house, misunderstandings with siblings or neighbours clear up with patience.',
    "Mercury's retrograde in your third house suits revising drafts and reconnecting with old contacts.",
  ],
  4: [
    'Mercury is retrograde in your fourth house, so recheck home repairs, documents and vehicle matters before acting.',
    'With Mercury retrograde in your fourth house, old family conversations may resurface; listen before replying.',
    "Mercury's retrograde in your fourth house is a good time to sort out home paperwork rather than sign new agreements.",
  ],
  5: [
    'Mercury is retrograde in your fifth house, so students gain from revising old lessons rather than rushing ahead.',
    'With Mercury retrograde in your fifth house, creative projects improve with a second look.',
    "Mercury's retrograde in your fifth house suggests clarifying plans with children and avoiding speculative choices.",
  ],
  6: [
    'Mercury is retrograde in your sixth house, so recheck work schedules and routine paperwork for small errors.',
    'With Mercury retrograde in your sixth house, revisit your daily habits and sort out pending office tasks.',
    "Mercury's retrograde in your sixth house favours reviewing routines and records over starting something new.",
  ],
  7: [
    'Mercury is retrograde in your seventh house, so read agreements carefully and clarify expectations with partners.',
    'With Mercury retrograde in your seventh house, misunderstandings with your spouse or clients ease through patient talk.',
    "Mercury's retrograde in your seventh house is better for renegotiating than for signing new contracts.",
  ],
  8: [
    'Mercury is retrograde in your eighth house, so review taxes, insurance or joint accounts with extra care.',
    'With Mercury retrograde in your eighth house, research goes well, but avoid acting on rumours.',
    "Mercury's retrograde in your eighth house suits finishing investigations and sorting old files.",
  ],
  9: [
    'Mercury is retrograde in your ninth house, so confirm travel bookings and review study plans twice.',
    'With Mercury retrograde in your ninth house, revisiting a teaching or a sacred text can bring fresh insight.',
    "Mercury's retrograde in your ninth house suggests patience with visa, admission or legal paperwork.",
  ],
  10: [
    'Mercury is retrograde in your tenth house, so double-check work emails, reports and commitments to seniors.',
    'With Mercury retrograde in your tenth house, revisit an old project at work rather than launching a new one.',
    "Mercury's retrograde in your tenth house favours reviewing career plans and correcting small errors.",
  ],
  11: [
    'Mercury is retrograde in your eleventh house, so reconnect with old friends and confirm group plans twice.',
    'With Mercury retrograde in your eleventh house, networking works best with people you already know.',
    "Mercury's retrograde in your eleventh house suggests revisiting long-term goals before committing money.",
  ],
  12: [
    'Mercury is retrograde in your twelfth house, so rest your mind, journal your thoughts and check travel details.',
    'With Mercury retrograde in your twelfth house, quiet reflection shows you what needs to be let go.',
    "Mercury's retrograde in your twelfth house favours meditation and tying up loose ends over new beginnings.",
  ],
};

/**
 * Short practical suggestions that close every entry. The list has an even length: even and odd
 * days draw from different halves, so a sign never gets the same closing two days running.
 */
export const CLOSINGS: readonly string[] = [
  'Before bed, write down three things that went well today.',
  'A glass of warm water and a short walk after dinner can help you unwind.',
  'Light a lamp in the evening and take a few minutes of silence for yourself.',
  'Call someone in the family you have not spoken to for a while.',
  'Keep your phone aside during meals and give the people around you your full attention.',
  'Finish one pending task before starting anything new.',
  'Spend ten minutes tidying your desk or one corner of your home.',
  'Start the morning with a few slow breaths and a simple plan for the day.',
  'Water a plant or put out grain for the birds; small acts of care steady the mind.',
  'Note down what you spend today; simple awareness is the first step to balance.',
  'Thank someone who helped you recently, even with a short message.',
  'Take a short break every couple of hours to stretch and rest your eyes.',
  'Keep your promises small today, and keep every one of them.',
  'Read a few pages of something uplifting before you sleep.',
  'In one important conversation today, listen more than you speak.',
  'Step outside for some fresh air and morning sunlight.',
  'Say a short prayer or mantra of your choice before starting work.',
  "Lay out tomorrow's clothes and bag tonight so the morning feels easy.",
  'Share a meal with family and let the conversation stay light.',
  'Give something you no longer use to someone who needs it.',
  'Drink enough water through the day and keep your meals simple.',
  'If a decision feels rushed, give yourself until tomorrow.',
  'End the day by forgiving one small irritation, including your own mistakes.',
  'Sit facing east for a few quiet minutes after you wake up.',
  'Make a short list of priorities and cross off the first item before noon.',
  'Spend a few minutes with an elder at home and ask how their day went.',
  'Put away screens half an hour before sleep and let the mind settle.',
  'Open the windows for a while and let fresh air and light into your home.',
  'Write one clear, kind message you have been putting off, and send it.',
  'Set aside a small amount for savings or charity, however modest.',
];
