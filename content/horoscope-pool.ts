import type { HoroscopeVariant, ZodiacSign } from './types';

export const horoscopePool: Record<ZodiacSign, HoroscopeVariant[]> = {
  Aries: [
    {
      content:
        'A task you have been postponing finally looks manageable today. Break it into three small steps and begin with the easiest one before lunch. Colleagues respond well to your direct style, but a softer tone in one conversation could save you time later. In the evening, a brisk walk helps you let go of the day\'s restlessness. Write down a short plan for tomorrow before bed.',
      mood: 'Driven',
      luckyNumber: 9,
      luckyColor: 'Red',
    },
    {
      content:
        'Your attention turns to money today. It is a good moment to review subscriptions, recurring payments and small expenses that have quietly grown over the past few months. An impulsive purchase may tempt you in the afternoon; sleep on it and decide tomorrow. A conversation with an elder in the family could offer a practical idea about saving that is worth considering.',
      mood: 'Practical',
      luckyNumber: 1,
      luckyColor: 'Maroon',
    },
    {
      content:
        'Home life asks for your patience today. A family member may need you to listen more than advise, and your steady presence means more than quick solutions. Cooking or sharing a meal together can ease an old tension. At work, finish what is already on your desk rather than starting something new. Keep the last hour of the evening free of screens if you can.',
      mood: 'Caring',
      luckyNumber: 4,
      luckyColor: 'Saffron',
    },
    {
      content:
        'Your energy runs high, so channel it wisely. Start the day with some stretching or a short run, and drink more water than usual, especially if you are out in the heat. Try not to skip meals during a busy afternoon. A small win at work lifts your confidence; share the credit with the people who helped you. Aim to sleep a little earlier tonight.',
      mood: 'Energetic',
      luckyNumber: 3,
      luckyColor: 'Orange',
    },
    {
      content:
        'Warm words come easily today, so use them. Reach out to a friend you have not spoken to in a while, or plan a simple outing with your partner. If you are single, a lively conversation in a group could leave a pleasant impression. Try not to rush anyone for an answer; giving people time tends to bring out their most thoughtful response.',
      mood: 'Warm and social',
      luckyNumber: 6,
      luckyColor: 'Coral',
    },
    {
      content:
        'Curiosity guides you today. An article, a short course or a chat with someone more experienced could spark a fresh approach to your work. Note your ideas down before the day gets busy. Later, a sibling or neighbour may ask for help with something practical, and you will enjoy being useful. Keep your spending light this evening and enjoy a simple dinner at home.',
      mood: 'Curious',
      luckyNumber: 5,
      luckyColor: 'Yellow',
    },
    {
      content:
        'After a demanding stretch, today favours slowing down and taking stock. Review your goals for the month and quietly drop one that no longer matters. A calm reply to a sharp message protects your reputation. At home, a little decluttering, perhaps one drawer or one shelf, gives a surprising sense of relief. Rest well tonight so you start the new week refreshed.',
      mood: 'Reflective',
      luckyNumber: 2,
      luckyColor: 'White',
    },
  ],
  Taurus: [
    {
      content:
        'A steady, sensible approach to money serves you well today. If you have been planning a larger purchase, compare the options once more and check the total cost, including upkeep. A colleague may ask for your opinion on a budget, and your practical view is appreciated. In the evening, enjoy a simple home-cooked meal rather than ordering in.',
      mood: 'Grounded',
      luckyNumber: 6,
      luckyColor: 'Sea Green',
    },
    {
      content:
        'Your patience is an asset at work today. A project that seemed stuck can start moving once you revisit the details and clarify who is responsible for what. Avoid taking on an extra task just to please someone; a polite no is perfectly fine. A short break outdoors in the afternoon helps you stay fresh for a discussion later in the day.',
      mood: 'Steady',
      luckyNumber: 8,
      luckyColor: 'Olive Green',
    },
    {
      content:
        'Affection and loyalty are highlighted today. Plan something thoughtful for your partner or a close friend; it need not be expensive, only personal. If a disagreement has been lingering, the calmer mood makes it easier to talk it through. Singles may feel drawn to someone with a gentle sense of humour. Let conversations unfold at their own pace.',
      mood: 'Affectionate',
      luckyNumber: 2,
      luckyColor: 'Pink',
    },
    {
      content:
        'Your body asks for a little extra care today. Swap one heavy meal for something lighter and notice how your energy responds. A gentle yoga routine or an unhurried walk after dinner suits you well. Work moves at an even pace, so use the quieter hours to tidy your files and inbox. Skipping late-night snacks could help you sleep more soundly.',
      mood: 'Calm',
      luckyNumber: 4,
      luckyColor: 'Light Green',
    },
    {
      content:
        'Family matters take centre stage. An elder may want to discuss a household decision, a property question or an upcoming celebration, and your sensible suggestions help everyone reach agreement. Keep the discussion practical rather than emotional. At work, hand over routine tasks where you can so that your evening stays free. A favourite song or hobby helps you unwind.',
      mood: 'Supportive',
      luckyNumber: 7,
      luckyColor: 'Cream',
    },
    {
      content:
        'Your creative side comes forward today. Arranging a room, trying a new recipe, gardening or working on a design all feel deeply satisfying. At work, presentation matters: a tidy report or a well-prepared meeting makes a good impression. Be mindful of spending on luxuries, as one small treat is enough. A message from an old friend may bring a smile.',
      mood: 'Creative',
      luckyNumber: 5,
      luckyColor: 'Lavender',
    },
    {
      content:
        'A change in routine may unsettle you at first, yet it opens a useful door. Stay flexible with your plans, especially around travel or meeting times. Set aside a little time to review your savings without making hasty decisions. In the evening, a quiet walk or some time among trees and plants restores your sense of balance. Go to bed at your usual hour.',
      mood: 'Adaptable',
      luckyNumber: 9,
      luckyColor: 'Sky Blue',
    },
  ],
  Gemini: [
    {
      content:
        'Conversations flow well today, making it a good time for calls, interviews or pitching an idea. Prepare a few key points so you stay on track, as your mind may want to jump between topics. A short note of thanks to a colleague strengthens a useful connection. In the evening, put your phone aside for an hour and read something you genuinely enjoy.',
      mood: 'Articulate',
      luckyNumber: 5,
      luckyColor: 'Green',
    },
    {
      content:
        'Your curiosity is strong, so feed it. Sign up for that short course, watch a tutorial or finally ask an expert the questions you have been saving. A skill you begin building now can support your work in the months ahead. Avoid spreading yourself too thin; choose one subject and learn it properly. A sibling or cousin may call with news worth hearing.',
      mood: 'Inquisitive',
      luckyNumber: 3,
      luckyColor: 'Yellow',
    },
    {
      content:
        'Small transactions deserve attention today. Double-check bills, online orders and any paperwork before you sign or submit it. A side project or freelance idea looks promising, but start carefully and keep track of the hours it takes. Casual lending is best avoided for now. An evening chat with a level-headed friend helps you see a money decision more clearly.',
      mood: 'Alert',
      luckyNumber: 7,
      luckyColor: 'Turquoise',
    },
    {
      content:
        'Lighthearted company lifts your spirits today. A social plan, a family get-together or a video call with friends in another city brings plenty of laughter. With your partner, listening closely matters more than clever replies. If you are single, a shared interest could start a pleasant conversation. Keep your own commitments in mind and leave early if you feel tired.',
      mood: 'Cheerful',
      luckyNumber: 6,
      luckyColor: 'Peach',
    },
    {
      content:
        'Your mind is working quickly, and your body needs to keep pace. Step away from the screen regularly, rest your eyes and roll your shoulders every hour or so. Walking while you take a phone call is an easy way to move more. Caffeine late in the day may disturb your sleep, so switch to water or herbal tea after lunch.',
      mood: 'Lively',
      luckyNumber: 1,
      luckyColor: 'Mint Green',
    },
    {
      content:
        'Home could do with a little organising today. Sort out pending chores, small repairs or household paperwork, and involve family members so that the load is shared fairly. A younger relative may ask for guidance on studies or a career choice, and your practical suggestions help. At work, confirm deadlines in writing to avoid confusion. Enjoy a relaxed family meal tonight.',
      mood: 'Organised',
      luckyNumber: 4,
      luckyColor: 'Silver',
    },
    {
      content:
        'Two options may be pulling you in different directions. List the pros and cons of each, and notice which one your thoughts keep returning to. There is no need to decide today if you still need information. At work, a routine task goes more smoothly than you expected, freeing up some time. End the day with a short walk or a few minutes of quiet breathing.',
      mood: 'Thoughtful',
      luckyNumber: 8,
      luckyColor: 'Grey',
    },
  ],
  Cancer: [
    {
      content:
        'Home and family feel especially important today. Spend unhurried time with a parent or elder; a small gesture, such as a phone call or a shared cup of tea, means a great deal. A household matter that needs attention can be settled through a calm discussion. At work, concentrate on completing tasks rather than starting new ones. Try to rest early tonight.',
      mood: 'Nurturing',
      luckyNumber: 2,
      luckyColor: 'White',
    },
    {
      content:
        'You are perceptive at work today and may pick up on what others leave unsaid. Use that insight to smooth a team discussion or support a colleague who is under pressure. Keep your own boundaries clear, though; you do not need to carry everyone\'s workload. A pending reply or approval may move forward by late afternoon, so keep your documents ready.',
      mood: 'Intuitive',
      luckyNumber: 7,
      luckyColor: 'Silver',
    },
    {
      content:
        'Security is on your mind, which makes this a good day to review your savings and set a little aside for future plans. Avoid lending money on emotional grounds without a clear understanding in place. A household expense may come up; plan for it calmly instead of worrying about it. In the evening, cooking something comforting helps you relax.',
      mood: 'Prudent',
      luckyNumber: 4,
      luckyColor: 'Cream',
    },
    {
      content:
        'Your mood and energy are closely linked today, so gentle routines help: regular meals, enough water and a short walk in fresh air. If you feel low in the afternoon, a brief rest or some quiet music can restore your balance. Try not to eat out of stress. Talking through a worry with a trusted friend lightens your mind considerably.',
      mood: 'Gentle',
      luckyNumber: 6,
      luckyColor: 'Light Blue',
    },
    {
      content:
        'Emotional closeness deepens today. With your partner, gently share something you have been holding back, without blame. Friends may turn to you for advice, and your kindness is truly valued. If you are single, someone from a familiar circle might show interest. Take care not to read too much into a short reply; people are often simply busy.',
      mood: 'Affectionate',
      luckyNumber: 9,
      luckyColor: 'Pink',
    },
    {
      content:
        'This is a good day to make your home more comfortable. Rearranging a corner, adding a few plants or fixing something small gives you a real sense of calm. If you are considering a move or a property purchase, gather information now and decide later. At work, your reliability earns quiet appreciation. Keep the evening relaxed and close to home.',
      mood: 'Settled',
      luckyNumber: 1,
      luckyColor: 'Beige',
    },
    {
      content:
        'Memories may surface today, perhaps through old photographs or a call from someone you knew years ago. Enjoy the nostalgia, but keep your attention on the present. A pending task at work gets done if you start early in the morning. Be mindful of spending on comfort items. A warm bath and an early night help you feel renewed.',
      mood: 'Nostalgic',
      luckyNumber: 3,
      luckyColor: 'Lavender',
    },
  ],
  Leo: [
    {
      content:
        'Your confidence shines at work today, making it a good moment to lead a meeting or present a proposal. Prepare well and speak clearly; people are ready to listen. Give your team room to contribute, because shared ownership tends to bring better results. In the evening, celebrate a small achievement with family or friends without overdoing the expense.',
      mood: 'Confident',
      luckyNumber: 1,
      luckyColor: 'Golden',
    },
    {
      content:
        'Creative projects flourish today. Whether it is writing, music, design or planning an event, your ideas have warmth and flair. Set aside at least an hour for the work you enjoy most. A child or younger relative may bring you unexpected joy. Keep an eye on what you spend on outings or gifts; generosity is lovely when it stays within budget.',
      mood: 'Playful',
      luckyNumber: 5,
      luckyColor: 'Orange',
    },
    {
      content:
        'Financial planning benefits from a clear head today. Go through your income and expenses, and ask yourself whether a big-ticket purchase can wait a month. Recognition at work may arrive as appreciation rather than money for now, and it is still worth valuing. A trusted adviser\'s opinion can help you think through an investment question without rushing.',
      mood: 'Sensible',
      luckyNumber: 8,
      luckyColor: 'Maroon',
    },
    {
      content:
        'Romance and friendship are highlighted. Plan a thoughtful evening with your partner, focused as much on listening as on sharing. Singles may draw attention at a social gathering; be yourself and let things develop naturally. A friend may need encouragement today, and your words can lift them. Try not to take a casual remark too personally.',
      mood: 'Warm and social',
      luckyNumber: 6,
      luckyColor: 'Red',
    },
    {
      content:
        'Your vitality is good, but a packed schedule could tire you. Fit in some morning sunlight and a short workout, and try to eat your main meal at a regular time. If your back or shoulders feel tight, take stretching breaks through the day. At work, delegate routine jobs so that you save your energy for the decisions that matter.',
      mood: 'Vibrant',
      luckyNumber: 3,
      luckyColor: 'Saffron',
    },
    {
      content:
        'Family ties grow stronger today. A parent may appreciate your help with a practical matter, or a family gathering may benefit from your organising skills. Stay open to other people\'s ideas, even if you already have a plan in mind. At work, a steady pace serves you better than a dramatic push. Spend the evening on something light and enjoyable.',
      mood: 'Generous',
      luckyNumber: 4,
      luckyColor: 'Yellow',
    },
    {
      content:
        'Today favours working quietly behind the scenes. Finish pending reports, organise your files and map out the next phase of a project. Results may not be visible straight away, but your preparation matters. If someone else receives the credit for now, let it go gracefully; there will be other chances to shine. A few minutes of meditation tonight helps you reset.',
      mood: 'Composed',
      luckyNumber: 9,
      luckyColor: 'Peach',
    },
  ],
  Virgo: [
    {
      content:
        'Your eye for detail is valuable today. A report, spreadsheet or plan benefits from your careful review, and you may catch something others missed. Share your corrections kindly so the team stays motivated. Avoid getting lost in perfection by setting a time limit for each task. An early finish leaves room for a relaxed and unhurried evening.',
      mood: 'Focused',
      luckyNumber: 5,
      luckyColor: 'Green',
    },
    {
      content:
        'This is a good day to set up healthy routines. Plan your meals for the week, add more vegetables and fruit, and pick a regular time for exercise. If a minor health concern has been on your mind, book a check-up with your doctor rather than worrying about it. Work moves steadily, and a tidy desk helps you think clearly.',
      mood: 'Disciplined',
      luckyNumber: 7,
      luckyColor: 'Olive Green',
    },
    {
      content:
        'Practical money decisions go well today. Compare prices, read the fine print and keep your receipts in order. A small saving made now adds up over the coming months. A colleague or friend may ask for help with a budget or a form, and your clear thinking is appreciated. Keep the evening simple and restful, perhaps with a favourite book.',
      mood: 'Methodical',
      luckyNumber: 4,
      luckyColor: 'Brown',
    },
    {
      content:
        'Show your care through actions today: help with a chore, bring someone their favourite snack or fix something that has been bothering them. Your partner is likely to notice these small gestures. Try not to criticise, even with good intentions, since gentle suggestions land better. Singles may connect with someone through work or a helpful conversation.',
      mood: 'Considerate',
      luckyNumber: 6,
      luckyColor: 'Turquoise',
    },
    {
      content:
        'A family member may need your support with an errand, an appointment or some paperwork, and you handle it calmly and efficiently. At work, an organised approach carries you through a busy schedule without stress. Remember to take a proper lunch break instead of eating at your desk. In the evening, quiet reading or a light walk restores your energy.',
      mood: 'Helpful',
      luckyNumber: 2,
      luckyColor: 'White',
    },
    {
      content:
        'Learning something practical brings satisfaction today. Improve a skill that directly helps your work, such as a new software tool, a language or a professional course. Break the material into small parts and practise a little each day. A mentor may offer useful feedback; take notes and reflect on it later. Keep screen time low before bed.',
      mood: 'Studious',
      luckyNumber: 8,
      luckyColor: 'Navy Blue',
    },
    {
      content:
        'Your mind may be busy with small worries today. Write them down, sort them into what you can act on and what you cannot, and work through the first list one step at a time. A friend\'s humour helps you relax. At work, trust the systems you have already put in place. A calm evening routine sets you up for good sleep.',
      mood: 'Calm',
      luckyNumber: 3,
      luckyColor: 'Sky Blue',
    },
  ],
  Libra: [
    {
      content:
        'Partnerships, both personal and professional, are in focus today. A joint project benefits from clear roles and an honest conversation about expectations. Your diplomacy helps settle a difference of opinion. With your partner, plan some time together without distractions. Avoid agreeing to something just to keep the peace; state your view politely and clearly.',
      mood: 'Diplomatic',
      luckyNumber: 6,
      luckyColor: 'Light Blue',
    },
    {
      content:
        'Balance your budget with care today. A social plan or a shopping trip may tempt you to spend more than you intended, so set a limit before you go. It is a good time to discuss shared expenses openly with family or housemates. At work, a negotiation or agreement is more likely to progress if you stay fair and patient.',
      mood: 'Balanced',
      luckyNumber: 7,
      luckyColor: 'Cream',
    },
    {
      content:
        'Your ability to see both sides helps at work today. A team disagreement may ease through your calm mediation. Make sure your own tasks do not slip while you support others. A creative touch, such as a sharper presentation or a cleaner layout, improves the quality of your output. Leave work on time and enjoy a peaceful evening.',
      mood: 'Harmonious',
      luckyNumber: 2,
      luckyColor: 'Royal Blue',
    },
    {
      content:
        'Restore your balance through gentle movement today. Yoga, a dance class or a walk in a garden suits you well. If you have been sleeping late, try going to bed half an hour earlier for the next few nights. Go easy on sugary snacks in the afternoon. A tidy, pleasant space at home or work lifts your mood more than you might expect.',
      mood: 'Serene',
      luckyNumber: 9,
      luckyColor: 'Pink',
    },
    {
      content:
        'Harmony at home matters to you today. A small misunderstanding can be cleared up with a sincere, unhurried conversation. Invite relatives over for a meal or plan a visit to someone you have not seen in a while. At work, keep your paperwork organised and reply to pending messages. The evening is well suited to music, art or a favourite film.',
      mood: 'Warm',
      luckyNumber: 4,
      luckyColor: 'Peach',
    },
    {
      content:
        'Your sense of style comes through today. Refresh your workspace, redecorate a corner at home or spend time on a creative hobby. A friend may invite you to an event, and it could lead to an interesting introduction. Keep spending on decor or clothes within your budget. Take pleasure in small, lovely things, such as flowers, good tea or a kind word.',
      mood: 'Inspired',
      luckyNumber: 5,
      luckyColor: 'Lavender',
    },
    {
      content:
        'A decision you have been putting off can be made today with a clear head. Gather the facts, ask one trusted person for their view, and then choose. You do not need everyone\'s approval. At work, a task you complete on your own builds your confidence. Keep the evening calm, perhaps with a good book or a gentle stroll.',
      mood: 'Decisive',
      luckyNumber: 1,
      luckyColor: 'White',
    },
  ],
  Scorpio: [
    {
      content:
        'Your focus is sharp today, which is ideal for research, analysis or untangling a tricky problem. Work quietly and keep distractions away for a few hours; the quality of your work will speak for itself. Someone may ask for confidential advice, and your discretion is valued. In the evening, physical activity helps release any tension that has built up.',
      mood: 'Determined',
      luckyNumber: 9,
      luckyColor: 'Maroon',
    },
    {
      content:
        'Shared finances, loans or insurance may need attention today. Read documents carefully and ask questions before signing anything. It is a sensible time to clear a small debt or draw up a repayment schedule. At work, steady effort moves a long-term goal forward. Try to avoid discussing money matters late at night or when you are tired.',
      mood: 'Careful',
      luckyNumber: 8,
      luckyColor: 'Navy Blue',
    },
    {
      content:
        'Emotional honesty strengthens your bond with someone close today. Share your feelings openly, but give the other person space to respond in their own way, since trust grows gradually. If you are single, a meaningful conversation may matter more to you than a casual meeting. Letting go of an old grudge, even a little, frees up your energy.',
      mood: 'Sincere',
      luckyNumber: 2,
      luckyColor: 'Red',
    },
    {
      content:
        'Your body benefits from a steady routine today. Choose exercise that challenges you, such as a brisk run, swimming or strength training, and follow it with proper rest. Drink plenty of water and eat on time. If stress has been building, a few minutes of deep breathing or journaling helps you process it calmly before bed.',
      mood: 'Resilient',
      luckyNumber: 3,
      luckyColor: 'Dark Green',
    },
    {
      content:
        'A family matter may call for a private, calm conversation. Listen carefully and avoid assumptions; you may learn something that changes your view. Your support means a lot to a sibling or parent right now. At work, keep your plans to yourself until they are ready to share. A quiet evening at home suits your mood better than a crowd.',
      mood: 'Protective',
      luckyNumber: 4,
      luckyColor: 'Grey',
    },
    {
      content:
        'Today is good for clearing out what you no longer need, from old files and clothes to habits that drain your time. Start small and notice how much lighter you feel. At work, a fresh approach to a routine process could save real effort. Someone may surprise you with a helpful suggestion, so stay open to it. Sleep early tonight.',
      mood: 'Renewed',
      luckyNumber: 5,
      luckyColor: 'Coral',
    },
    {
      content:
        'Your intuition is strong today. If something feels off about a deal or plan, take time to check the facts before going ahead. A book, podcast or conversation on a deeper subject holds your interest for hours. Work goes best when you focus on one thing at a time. Spend the evening with people you trust and can be yourself with.',
      mood: 'Perceptive',
      luckyNumber: 1,
      luckyColor: 'Indigo',
    },
  ],
  Sagittarius: [
    {
      content:
        'Your sense of adventure is strong today. Plan a short trip, explore a new part of your city or read up on a place you would love to visit. Learning appeals too, whether through a course, a lecture or a thoughtful book. At work, your enthusiasm motivates others, but check the details before you promise a deadline.',
      mood: 'Adventurous',
      luckyNumber: 3,
      luckyColor: 'Yellow',
    },
    {
      content:
        'Big-picture thinking helps at work today. Step back to consider where a project is heading, then share your ideas with your manager or team. A mentor may offer advice worth following. Keep up with small administrative tasks so they do not pile up over the week. In the evening, an outdoor activity or a game with friends lifts your spirits.',
      mood: 'Optimistic',
      luckyNumber: 9,
      luckyColor: 'Mustard',
    },
    {
      content:
        'A generous mood could lead to extra spending today. Set a budget for gifts, outings or donations and stay within it. This is a good day to research long-term investments or education costs, though final decisions deserve more thought. A family elder may share useful financial wisdom from experience. Keep your receipts and records neatly organised.',
      mood: 'Generous',
      luckyNumber: 5,
      luckyColor: 'Golden',
    },
    {
      content:
        'Honest, lighthearted conversations bring you closer to people today. Share a plan or a dream with your partner and invite their ideas. Friends may suggest a get-together, and it is worth making time for it. If you are single, someone who shares your love of travel or learning could catch your attention. Keep your words kind, even when joking.',
      mood: 'Cheerful',
      luckyNumber: 6,
      luckyColor: 'Sky Blue',
    },
    {
      content:
        'Active days suit you, so make room for movement today. A long walk, a sport or a cycling session boosts both energy and mood. Watch your portion sizes at a social meal. If your hips or legs feel stiff, stretch before and after exercise. A good night\'s sleep helps you make the most of whatever tomorrow brings.',
      mood: 'Energetic',
      luckyNumber: 1,
      luckyColor: 'Green',
    },
    {
      content:
        'Family conversations may turn to plans, education or an upcoming celebration. Your optimism helps everyone see the possibilities, but listen to the practical concerns as well. A younger relative may look to you for guidance. At work, try to close at least one pending task before the day ends. In the evening, share a meal and a few stories with loved ones.',
      mood: 'Jovial',
      luckyNumber: 4,
      luckyColor: 'Purple',
    },
    {
      content:
        'Today favours quiet reflection. Spend a few minutes in prayer, meditation or simply sitting somewhere peaceful. Think about what you truly want from the next few months, and write it down in your own words. At work, slow and steady progress is better than rushing. Be careful not to make promises that may be hard to keep.',
      mood: 'Contemplative',
      luckyNumber: 7,
      luckyColor: 'Cream',
    },
  ],
  Capricorn: [
    {
      content:
        'Your steady effort is likely to be noticed today. Keep going on a long-term project and record your progress clearly. A senior may ask for your input, which is a good chance to show how reliable you are. Do not overload your schedule, since quality matters more than quantity. In the evening, give yourself permission to rest and recharge.',
      mood: 'Ambitious',
      luckyNumber: 8,
      luckyColor: 'Navy Blue',
    },
    {
      content:
        'Long-term financial planning goes well today. Review your savings goals, insurance or retirement plans, and make small adjustments where needed. Be wary of schemes or shortcuts that promise quick returns. A practical talk with your family about upcoming expenses helps everyone plan better. Enjoy a simple, satisfying evening at home.',
      mood: 'Cautious',
      luckyNumber: 4,
      luckyColor: 'Brown',
    },
    {
      content:
        'Family responsibilities may need your attention today. An elder may need help with appointments, repairs or paperwork, and your organised approach makes it easier for everyone. Share the tasks with siblings rather than handling everything alone. At work, keep your communication clear and concise. A short walk after dinner helps you unwind.',
      mood: 'Dutiful',
      luckyNumber: 2,
      luckyColor: 'Grey',
    },
    {
      content:
        'Your posture and joints deserve some care today. Sit upright at your desk, take regular breaks to stretch and wear comfortable footwear if you are on your feet for long. A few minutes of morning sunlight and a balanced breakfast set a good tone. Work pressure eases if you pick the three most important tasks and let the rest wait.',
      mood: 'Mindful',
      luckyNumber: 7,
      luckyColor: 'Indigo',
    },
    {
      content:
        'You may not always express your feelings openly, but today is a good day to try. A sincere compliment or a thoughtful message can mean a lot to someone close. With your partner, plan something calm and meaningful. If you are single, a mature, grounded person may catch your interest. Let your guard down a little.',
      mood: 'Tender',
      luckyNumber: 6,
      luckyColor: 'Maroon',
    },
    {
      content:
        'Investing in your skills is a wise move today. Consider a professional certification, a workshop or reading up on a subject that supports your career. Set a realistic study schedule and keep to it. A colleague may share useful resources with you. Keep your spending focused on things of lasting value rather than quick treats.',
      mood: 'Purposeful',
      luckyNumber: 5,
      luckyColor: 'Olive Green',
    },
    {
      content:
        'After a busy stretch, balance work with rest today. Take a proper break, switch off work notifications in the evening and spend time on a hobby you have neglected. A friend may invite you out; accept if you can. Small, joyful moments help you return to your goals tomorrow with fresh energy and a clearer mind.',
      mood: 'Relaxed',
      luckyNumber: 3,
      luckyColor: 'Sea Green',
    },
  ],
  Aquarius: [
    {
      content:
        'Fresh ideas come easily today. Note them down, especially any that could improve a process at work or help your neighbourhood or community. Share your thinking with colleagues who are open to new approaches, and be patient with those who need more time to adjust. In the evening, a conversation with a like-minded friend may spark further inspiration.',
      mood: 'Inventive',
      luckyNumber: 4,
      luckyColor: 'Royal Blue',
    },
    {
      content:
        'Friendships and group activities are highlighted today. A community event, a team project or a reunion brings you closer to people who share your values. Offer your skills where they are needed, but keep some time for yourself as well. At work, collaboration tends to produce better results than going solo. Keep your evening plans flexible.',
      mood: 'Sociable',
      luckyNumber: 8,
      luckyColor: 'Turquoise',
    },
    {
      content:
        'A practical approach to money works well today. Check whether your gadgets, apps and subscriptions are really worth what they cost. It is a good time to plan a budget for a personal goal, such as a course or a trip. Avoid lending money without a clear agreement. A friend may share a useful tip on managing everyday expenses.',
      mood: 'Level-headed',
      luckyNumber: 7,
      luckyColor: 'Grey',
    },
    {
      content:
        'You work best with some independence today. Take ownership of a task and approach it in your own way while keeping your team informed. A technical or analytical challenge may yield to an unusual solution. Steer clear of office gossip, as it drains your focus. After work, time away from screens helps your mind settle down.',
      mood: 'Independent',
      luckyNumber: 1,
      luckyColor: 'Silver',
    },
    {
      content:
        'Your routine may need a refresh today. Try a new form of exercise, such as a dance class, swimming or a group fitness session, to stay motivated. If you sit for long hours, stand up and walk around every so often. Keep a water bottle within reach. A relaxing evening, perhaps with music, helps you sleep better.',
      mood: 'Refreshed',
      luckyNumber: 3,
      luckyColor: 'Light Blue',
    },
    {
      content:
        'Family life benefits from your open mind today. A younger family member may hold views different from yours; listen with curiosity rather than judgement. A shared activity, such as a board game, a film or an evening walk, brings everyone together. At work, wrap up pending tasks early so that you can be fully present at home.',
      mood: 'Understanding',
      luckyNumber: 6,
      luckyColor: 'Lavender',
    },
    {
      content:
        'Today invites quieter, more personal connection. A heartfelt conversation with your partner or a close friend means more than a large gathering. Share your hopes and listen to theirs. If you are single, a friendship may gradually grow into something more. Take a little time to reflect on what you truly need from the people around you.',
      mood: 'Open-hearted',
      luckyNumber: 2,
      luckyColor: 'Violet',
    },
  ],
  Pisces: [
    {
      content:
        'Your imagination is vivid today, making it a good time for art, music, writing or any creative task. Give yourself some unstructured time to explore ideas. At work, a creative solution to a routine problem is likely to be appreciated. Keep practical details in check with a simple to-do list. An evening of music or a good film relaxes you.',
      mood: 'Dreamy',
      luckyNumber: 7,
      luckyColor: 'Sea Green',
    },
    {
      content:
        'Your kindness is a gift to others today. A family member or friend may need emotional support, and your gentle listening helps more than advice. Take care not to absorb too much of their stress, and set aside time to rest afterwards. At work, steady, quiet effort moves a project forward. A peaceful evening restores your energy.',
      mood: 'Compassionate',
      luckyNumber: 3,
      luckyColor: 'White',
    },
    {
      content:
        'Money matters need a clear, practical eye today. Check your accounts, pay pending bills and resist impulse buys, especially online. If someone asks for financial help, consider it carefully and agree clear terms. A trusted adviser can help you shape a long-term plan. Spend the evening on something simple and restful, such as a walk or a call with family.',
      mood: 'Practical',
      luckyNumber: 5,
      luckyColor: 'Yellow',
    },
    {
      content:
        'Intuition guides you well at work today. If a plan feels unclear, keep asking questions until you understand it fully. A colleague may appreciate your support on a difficult task, but set clear limits so your own work does not suffer. A short meditation or a walk during your lunch break keeps you centred through a busy afternoon.',
      mood: 'Intuitive',
      luckyNumber: 1,
      luckyColor: 'Lavender',
    },
    {
      content:
        'Rest and recovery matter today. Get enough sleep, eat regular, nourishing meals and cut back on caffeine if you feel restless. Gentle activities such as swimming, yoga or a walk by water suit you well. If your feet feel tired, a warm soak in the evening can be soothing. A calm, predictable routine supports your mood.',
      mood: 'Gentle',
      luckyNumber: 2,
      luckyColor: 'Silver',
    },
    {
      content:
        'Romance and deep connection are highlighted today. Plan something meaningful with your partner, such as a quiet dinner or a walk at sunset. Share your feelings honestly and listen to theirs in return. If you are single, a kind-hearted person may enter your circle. Trust your feelings, but take your time getting to know someone.',
      mood: 'Romantic',
      luckyNumber: 6,
      luckyColor: 'Pink',
    },
    {
      content:
        'Today favours spiritual or reflective activities. Visit a place of worship, meditate or read something that inspires you. A new way of looking at an old problem may come to you in a quiet moment. At work, keep your schedule manageable and finish what you start before taking on more. An early night helps you feel refreshed tomorrow.',
      mood: 'Peaceful',
      luckyNumber: 9,
      luckyColor: 'Purple',
    },
  ],
};
