/**
 * What a message to a support chat is about: one table of intents and the words that point to
 * each, in English, Kannada and Hindi, in their own script and in the Latin spelling people type
 * on a phone ("cancel maadi", "paisa wapas"). Both scripted chats read it; each asks for the
 * intents it answers in its own order (the first that matches wins), so a message about
 * cancelling a booking "after a provider is confirmed" is a cancellation, not a provider list.
 *
 * A Latin word is matched whole (case aside), or as a word's start when it ends with `*`
 * ("cancel*" matches "cancelled"); a phrase may hold spaces. A word in Kannada or Hindi script is
 * matched anywhere, since its endings change with the sentence ("ರದ್ದು" in "ರದ್ದುಮಾಡಬಹುದೇ").
 */
export const CHAT_INTENTS = {
  complaint: [
    'complain*', 'scratch*', 'damag*', 'dent', 'dented', 'broke', 'broken', 'rude', 'not happy', 'unhappy', 'terrible', 'worst', 'awful',
    'poor service', 'bad service', 'bad job', 'stain*', 'stole*', 'ruin*', 'disappointed', 'not satisfied', 'dissatisfied',
    'dooru', 'haalu', 'haali', 'ketta', 'geeru', 'shikayat', 'kharab', 'nuksan', 'nuksaan', 'kharonch',
    'ದೂರು', 'ಹಾನಿ', 'ಗೀರು', 'ಕೆಟ್ಟ', 'ಹಾಳು', 'ಸಮಾಧಾನ ಇಲ್ಲ', 'ತೃಪ್ತಿ ಇಲ್ಲ',
    'शिकायत', 'ख़राब', 'खराब', 'नुकसान', 'नुक़सान', 'खरोंच', 'बदतमीज़', 'बदतमीज',
  ],
  cancel: ['cancel*', 'call off', 'raddu', 'radd', 'ರದ್ದು', 'ಕ್ಯಾನ್ಸಲ್', 'रद्द', 'कैंसल', 'कैन्सल'],
  refund: [
    'refund*', 'money back', 'my money', 'hana vapas', 'duddu vapas', 'paisa wapas', 'paise wapas', 'paisa vapas', 'paise vapas',
    'ಮರುಪಾವತಿ', 'ರೀಫಂಡ್', 'ಹಣ ವಾಪಸ್', 'ದುಡ್ಡು ವಾಪಸ್', 'रिफंड', 'रिफ़ंड', 'पैसे वापस', 'पैसा वापस',
  ],
  late: [
    'running late', 'late', 'delay*', 'not arrived', 'not come', 'not yet come', 'not here yet', 'tada', 'bandilla', 'barlilla', 'der', 'nahi aaya', 'nahin aaya',
    'ತಡವಾ', 'ತಡ ಆ', 'ಬಂದಿಲ್ಲ', 'ಬರಲಿಲ್ಲ', 'देर', 'नहीं आया', 'नहीं आए',
  ],
  reschedule: ['reschedul*', 'postpone*', 'change the time', 'change my slot', 'change the date', 'another time', 'another day', 'ಮುಂದೂಡ', 'ಸಮಯ ಬದಲ', 'समय बदल', 'टाल'],
  address: ['address*', 'landmark*', 'vilasa', 'ವಿಳಾಸ', 'पता बदल', 'एड्रेस'],
  payment: [
    'pay', 'paying', 'payment*', 'paid', 'payout*', 'cash', 'upi', 'gpay', 'phonepe', 'paytm', 'card', 'invoice*', 'bill', 'bank', 'transfer*', 'settle*',
    'paisa', 'paise', 'duddu', 'hana', 'nakad', 'bhugtan', 'pavati',
    'ಪಾವತಿ', 'ಹಣ', 'ದುಡ್ಡು', 'ಕ್ಯಾಶ್', 'ಬ್ಯಾಂಕ್', 'भुगतान', 'पेमेंट', 'पैसा', 'पैसे', 'नकद', 'नक़द', 'कैश', 'बैंक',
  ],
  joinAsProvider: [
    'become a provider', 'become a partner', 'join as', 'join gaadicare', 'join you', 'join your', 'work with you', 'work for you', 'register as', 'sign up as', 'apply as', 'apply to',
    'serabeku', 'serbeku', 'judna', 'judna hai', 'kaam chahiye', 'kelasa beku',
    'ಸೇರಬೇಕು', 'ಸೇರುವುದು', 'ಸೇರಲು', 'ಪಾಲುದಾರ ಆಗ', 'ಕೆಲಸ ಬೇಕು', 'जुड़ना', 'जुड़ूं', 'पार्टनर बन', 'काम चाहिए',
  ],
  rating: ['rate a', 'rate the', 'rate my', 'rating*', 'review*', 'feedback', 'stars', 'ರೇಟಿಂಗ್', 'ಅಭಿಪ್ರಾಯ', 'रेटिंग', 'फीडबैक', 'फ़ीडबैक'],
  gst: ['gst', 'tax*', 'terige', 'ತೆರಿಗೆ', 'ಜಿಎಸ್‌ಟಿ', 'टैक्स', 'जीएसटी'],
  price: [
    'price*', 'cost*', 'how much', 'charge*', 'rate', 'rates', 'fee', 'fees', 'tariff',
    'bele', 'eshtu', 'dara', 'kitna', 'kitne', 'kimat', 'keemat', 'daam',
    'ಬೆಲೆ', 'ಎಷ್ಟು', 'ಚಾರ್ಜ್', 'कीमत', 'क़ीमत', 'दाम', 'रेट', 'कितना', 'कितने', 'चार्ज',
  ],
  area: ['area*', 'radius', 'where do you', 'locat*', 'serve*', 'come to', 'ಪ್ರದೇಶ', 'ಏರಿಯಾ', 'ಎಲ್ಲೆಲ್ಲಿ', 'इलाक', 'एरिया', 'कहां कहां', 'कहाँ कहाँ'],
  contact: [
    'contact*', 'phone', 'call', 'email', 'human', 'agent', 'person', 'talk*', 'customer care', 'helpline', 'maatadbeku', 'baat',
    'ಕರೆ', 'ಸಂಪರ್ಕ', 'ಫೋನ್', 'ಮಾತನಾಡ', 'संपर्क', 'फोन', 'फ़ोन', 'बात',
  ],
  bookings: ['booking*', 'order*', 'track*', 'status', 'ಬುಕಿಂಗ್', 'ಆರ್ಡರ್', 'बुकिंग', 'ऑर्डर'],
  providers: ['provider*', 'professional*', 'washer*', 'mechanic*', 'partner*', 'best', 'top', 'ಸೇವಾದಾರ', 'ಪಾಲುದಾರ', 'ಪ್ರೊವೈಡರ್', 'पार्टनर', 'प्रोवाइडर'],
  earnings: [
    'earn*', 'commission', 'share', 'cut', 'fee', 'fees', 'percent*', 'split', 'income', 'keep', 'kamai', 'galike', 'galisu',
    'ಗಳಿಕೆ', 'ಗಳಿಸ', 'ಕಮಿಷನ್', 'ಪಾಲು', 'ಶುಲ್ಕ', 'कमाई', 'कमा', 'कमीशन', 'हिस्सा', 'फ़ीस', 'फीस',
  ],
  bonus: ['bonus*', 'incentive*', 'reward*', '5 star', '5-star', 'five star', 'five-star', 'ಬೋನಸ್', 'ಬಹುಮಾನ', 'ಪ್ರೋತ್ಸಾಹ', 'बोनस', 'इनाम', 'इंसेंटिव'],
  peak: ['peak', 'surge', 'rush', 'busy', 'multiplier', 'ಪೀಕ್', 'ರಶ್', 'ಬ್ಯುಸಿ', 'पीक', 'भीड़', 'रश'],
  customerAbsent: [
    'not home', 'not at home', 'not there', 'not available', 'unavailable', 'no show', 'no-show', 'noshow', 'absent', 'not opening', 'not picking', 'wait*',
    'mane alli illa', 'maneli illa', 'sigtilla', 'ghar pe nahi', 'ghar par nahi', 'intezaar', 'intezar',
    'ಮನೆಯಲ್ಲಿ ಇಲ್ಲ', 'ಸಿಗುತ್ತಿಲ್ಲ', 'ಸಿಗಲಿಲ್ಲ', 'ಕಾಯ', 'नहीं मिल', 'घर पर नहीं', 'इंतज़ार', 'इंतजार',
  ],
  greeting: [
    'hi', 'hello', 'hey', 'namaste', 'namaskara', 'namaskar', 'thank*', 'dhanyavada', 'shukriya',
    'ನಮಸ್ಕಾರ', 'ನಮಸ್ತೆ', 'ಹಲೋ', 'ಧನ್ಯವಾದ', 'नमस्ते', 'नमस्कार', 'हैलो', 'हेलो', 'धन्यवाद', 'शुक्रिया',
  ],
} satisfies Record<string, readonly string[]>;

export type ChatIntent = keyof typeof CHAT_INTENTS;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isLatin = (word: string) => /^[\x20-\x7e]+$/.test(word);
const NOT_AFTER_LETTER = '(?<![\\p{L}\\p{N}])';
const NOT_BEFORE_LETTER = '(?![\\p{L}\\p{N}])';

/**
 * One test for an intent's words: Latin words whole (or as a start with `*`), other scripts
 * anywhere. It is built when a message first asks for it, not as the page loads: the ~400 words'
 * patterns take a slow phone's main thread for about a quarter of a second to compile.
 */
function intentTest(words: readonly string[]): RegExp {
  const latin = words.filter(isLatin).map((word) => escape(word).replace(/ /g, '\\s+'));
  const whole = latin.filter((word) => !word.endsWith('\\*'));
  const starts = latin.filter((word) => word.endsWith('\\*')).map((word) => word.slice(0, -2));
  const anywhere = words.filter((word) => !isLatin(word)).map(escape);
  const alternatives = [
    whole.length ? `${NOT_AFTER_LETTER}(?:${whole.join('|')})${NOT_BEFORE_LETTER}` : '',
    starts.length ? `${NOT_AFTER_LETTER}(?:${starts.join('|')})` : '',
    ...anywhere,
  ].filter(Boolean);
  return new RegExp(alternatives.join('|'), 'iu');
}

const tests = new Map<ChatIntent, RegExp>();

/** Whether the message has a word of this intent. */
export function mentions(message: string, intent: ChatIntent): boolean {
  let test = tests.get(intent);
  if (!test) tests.set(intent, (test = intentTest(CHAT_INTENTS[intent])));
  return test.test(message);
}

/** The first intent of `order` that the message mentions; null when none. */
export function intentOf<I extends ChatIntent>(message: string, order: readonly I[]): I | null {
  return order.find((intent) => mentions(message, intent)) ?? null;
}
