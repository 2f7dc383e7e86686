import type { DisplayLocale } from '../domain/display-locale';
import type { NotificationEventName, NotificationParams } from './events';

interface Words {
  title: string;
  body: string;
}

type Catalog = Record<NotificationEventName, { title: string; body: string; one?: Words }>;

/**
 * The words of every notification, in each language: the push a phone shows and the inbox's
 * entry read the same catalog. `{service}`, `{locality}`, `{time}`, `{count}`, `{amount}`, `{paidOut}`,
 * `{owed}`, `{week}` and `{outcome}` are filled from the event's parameters; `one` is the wording when `count` is 1.
 */
const CATALOGS: Record<DisplayLocale, Catalog> = {
  'en-IN': {
    newJobsNearby: { title: '{count} new jobs near you', body: 'Open GaadiCare to bid before other providers.', one: { title: 'A new job near you', body: '{service} in {locality}, {time}.' } },
    newBid: { title: 'New bid on your booking', body: '₹{amount} for {service}, {time}. Open to compare bids.' },
    bidAccepted: { title: 'Your bid was accepted', body: '{service} in {locality}, {time}. You earn ₹{amount}.' },
    bidNotChosen: { title: 'Another bid was chosen', body: '{service} in {locality}, {time}. More jobs are waiting.' },
    jobSoon: { title: 'Your job starts in an hour', body: '{service} in {locality} at {time}.' },
    slotSoon: { title: 'Your service starts in an hour', body: '{service} at {time}.' },
    jobStarted: { title: 'Your service has started', body: '{service}: the provider has started work.' },
    jobCompleted: { title: 'Your service is complete', body: '{service}: ₹{amount}. Your tax invoice is ready.' },
    jobReleased: { title: 'Your provider released the job', body: '{service}, {time}: it is open to other providers again.' },
    rentalConfirmed: { title: 'Tool rental confirmed', body: '{service}: pick it up as arranged, return it by {time}.' },
    identityDecided: { title: 'Identity check: {outcome}', body: 'Open GaadiCare to see what comes next.' },
    assessmentResult: { title: 'Assessment: {outcome}', body: 'Open GaadiCare to see your result.' },
    accountInactive: { title: 'Your account will be deleted', body: 'You have not used GaadiCare for 3 years. Sign in within 2 days to keep your account.' },
    supportAnswered: { title: 'We answered your message', body: 'Open GaadiCare to read the answer.' },
    jobCancelled: { title: 'A job was cancelled', body: '{service}, {time}: the customer cancelled. Any late cancellation fee is yours once paid.' },
    refundProcessed: { title: 'Refund sent', body: '₹{amount} for {service} is on its way back to you.' },
    weeklyStatement: { title: 'Your week: ₹{amount} earned', body: 'Week from {week}: {count} jobs, ₹{amount} earned, ₹{paidOut} paid out, ₹{owed} owed from cash jobs.', one: { title: 'Your week: ₹{amount} earned', body: 'Week from {week}: 1 job, ₹{amount} earned, ₹{paidOut} paid out, ₹{owed} owed from cash jobs.' } },
    depositRefunded: { title: 'Deposit returned', body: '₹{amount} of your deposit for {service} is on its way back to you.' },
    payoutReturned: { title: 'Your payout did not reach you', body: '₹{amount} is back in your balance. Check where you are paid in Settings; it is paid again in the next payout.' },
  },
  'kn-IN': {
    newJobsNearby: { title: 'ನಿಮ್ಮ ಹತ್ತಿರ {count} ಹೊಸ ಕೆಲಸಗಳು', body: 'ಇತರರಿಗಿಂತ ಮೊದಲು ಬಿಡ್ ಮಾಡಲು GaadiCare ತೆರೆಯಿರಿ.', one: { title: 'ನಿಮ್ಮ ಹತ್ತಿರ ಹೊಸ ಕೆಲಸ', body: '{service}, {locality}, {time}.' } },
    newBid: { title: 'ನಿಮ್ಮ ಬುಕಿಂಗ್‌ಗೆ ಹೊಸ ಬಿಡ್', body: '{service}, {time}: ₹{amount}. ಬಿಡ್‌ಗಳನ್ನು ಹೋಲಿಸಲು ತೆರೆಯಿರಿ.' },
    bidAccepted: { title: 'ನಿಮ್ಮ ಬಿಡ್ ಸ್ವೀಕರಿಸಲಾಗಿದೆ', body: '{service}, {locality}, {time}. ನಿಮ್ಮ ಗಳಿಕೆ ₹{amount}.' },
    bidNotChosen: { title: 'ಬೇರೆ ಬಿಡ್ ಆಯ್ಕೆಯಾಗಿದೆ', body: '{service}, {locality}, {time}. ಇನ್ನಷ್ಟು ಕೆಲಸಗಳು ಕಾಯುತ್ತಿವೆ.' },
    jobSoon: { title: 'ನಿಮ್ಮ ಕೆಲಸ ಒಂದು ಗಂಟೆಯಲ್ಲಿ ಆರಂಭ', body: '{service}, {locality}, {time}.' },
    slotSoon: { title: 'ನಿಮ್ಮ ಸೇವೆ ಒಂದು ಗಂಟೆಯಲ್ಲಿ ಆರಂಭ', body: '{service}, {time}.' },
    jobStarted: { title: 'ನಿಮ್ಮ ಸೇವೆ ಆರಂಭವಾಗಿದೆ', body: '{service}: ಸೇವಾದಾರರು ಕೆಲಸ ಆರಂಭಿಸಿದ್ದಾರೆ.' },
    jobCompleted: { title: 'ನಿಮ್ಮ ಸೇವೆ ಪೂರ್ಣಗೊಂಡಿದೆ', body: '{service}: ₹{amount}. ನಿಮ್ಮ ತೆರಿಗೆ ಇನ್‌ವಾಯ್ಸ್ ಸಿದ್ಧವಾಗಿದೆ.' },
    jobReleased: { title: 'ಸೇವಾದಾರರು ಕೆಲಸವನ್ನು ಬಿಟ್ಟುಕೊಟ್ಟಿದ್ದಾರೆ', body: '{service}, {time}: ಇತರ ಸೇವಾದಾರರಿಗೆ ಮತ್ತೆ ತೆರೆದಿದೆ.' },
    rentalConfirmed: { title: 'ಉಪಕರಣ ಬಾಡಿಗೆ ದೃಢಪಟ್ಟಿದೆ', body: '{service}: ಒಪ್ಪಿದಂತೆ ಪಡೆದುಕೊಳ್ಳಿ, {time} ಒಳಗೆ ಹಿಂತಿರುಗಿಸಿ.' },
    identityDecided: { title: 'ಗುರುತಿನ ಪರಿಶೀಲನೆ: {outcome}', body: 'ಮುಂದೇನು ಎಂದು ನೋಡಲು GaadiCare ತೆರೆಯಿರಿ.' },
    assessmentResult: { title: 'ಮೌಲ್ಯಮಾಪನ: {outcome}', body: 'ನಿಮ್ಮ ಫಲಿತಾಂಶ ನೋಡಲು GaadiCare ತೆರೆಯಿರಿ.' },
    accountInactive: { title: 'ನಿಮ್ಮ ಖಾತೆಯನ್ನು ಅಳಿಸಲಾಗುವುದು', body: 'ನೀವು 3 ವರ್ಷಗಳಿಂದ GaadiCare ಬಳಸಿಲ್ಲ. ಖಾತೆ ಉಳಿಸಿಕೊಳ್ಳಲು 2 ದಿನಗಳ ಒಳಗೆ ಸೈನ್ ಇನ್ ಮಾಡಿ.' },
    supportAnswered: { title: 'ನಿಮ್ಮ ಸಂದೇಶಕ್ಕೆ ಉತ್ತರಿಸಿದ್ದೇವೆ', body: 'ಉತ್ತರ ಓದಲು GaadiCare ತೆರೆಯಿರಿ.' },
    jobCancelled: { title: 'ಒಂದು ಕೆಲಸ ರದ್ದಾಗಿದೆ', body: '{service}, {time}: ಗ್ರಾಹಕರು ರದ್ದುಗೊಳಿಸಿದ್ದಾರೆ. ತಡವಾದ ರದ್ದತಿ ಶುಲ್ಕ ಪಾವತಿಯಾದಾಗ ನಿಮ್ಮದು.' },
    refundProcessed: { title: 'ಮರುಪಾವತಿ ಕಳುಹಿಸಲಾಗಿದೆ', body: '{service} ಗಾಗಿ ₹{amount} ನಿಮಗೆ ಹಿಂತಿರುಗುತ್ತಿದೆ.' },
    weeklyStatement: { title: 'ನಿಮ್ಮ ವಾರ: ₹{amount} ಗಳಿಕೆ', body: '{week} ರಿಂದ ವಾರ: {count} ಕೆಲಸಗಳು, ₹{amount} ಗಳಿಕೆ, ₹{paidOut} ಪಾವತಿಯಾಗಿದೆ, ನಗದು ಕೆಲಸಗಳಿಂದ ಕೊಡಬೇಕಾದ್ದು ₹{owed}.', one: { title: 'ನಿಮ್ಮ ವಾರ: ₹{amount} ಗಳಿಕೆ', body: '{week} ರಿಂದ ವಾರ: 1 ಕೆಲಸ, ₹{amount} ಗಳಿಕೆ, ₹{paidOut} ಪಾವತಿಯಾಗಿದೆ, ನಗದು ಕೆಲಸಗಳಿಂದ ಕೊಡಬೇಕಾದ್ದು ₹{owed}.' } },
    depositRefunded: { title: 'ಠೇವಣಿ ಹಿಂತಿರುಗಿಸಲಾಗಿದೆ', body: '{service} ಗಾಗಿ ನಿಮ್ಮ ಠೇವಣಿಯ ₹{amount} ನಿಮಗೆ ಹಿಂತಿರುಗುತ್ತಿದೆ.' },
    payoutReturned: { title: 'ನಿಮ್ಮ ಪಾವತಿ ತಲುಪಲಿಲ್ಲ', body: '₹{amount} ನಿಮ್ಮ ಬ್ಯಾಲೆನ್ಸ್‌ಗೆ ಹಿಂತಿರುಗಿದೆ. ಸೆಟ್ಟಿಂಗ್ಸ್‌ನಲ್ಲಿ ನಿಮ್ಮ ಪಾವತಿ ಖಾತೆ ಪರಿಶೀಲಿಸಿ; ಮುಂದಿನ ಪಾವತಿಯಲ್ಲಿ ಮತ್ತೆ ಕಳುಹಿಸಲಾಗುತ್ತದೆ.' },
  },
  'hi-IN': {
    newJobsNearby: { title: 'आपके पास {count} नए काम', body: 'दूसरों से पहले बोली लगाने के लिए GaadiCare खोलें।', one: { title: 'आपके पास एक नया काम', body: '{service}, {locality}, {time}.' } },
    newBid: { title: 'आपकी बुकिंग पर नई बोली', body: '{service}, {time}: ₹{amount}। बोलियों की तुलना के लिए खोलें।' },
    bidAccepted: { title: 'आपकी बोली स्वीकार हुई', body: '{service}, {locality}, {time}। आपकी कमाई ₹{amount}।' },
    bidNotChosen: { title: 'दूसरी बोली चुनी गई', body: '{service}, {locality}, {time}। और काम इंतज़ार में हैं।' },
    jobSoon: { title: 'आपका काम एक घंटे में शुरू होगा', body: '{service}, {locality}, {time}।' },
    slotSoon: { title: 'आपकी सेवा एक घंटे में शुरू होगी', body: '{service}, {time}।' },
    jobStarted: { title: 'आपकी सेवा शुरू हो गई', body: '{service}: सेवा प्रदाता ने काम शुरू किया।' },
    jobCompleted: { title: 'आपकी सेवा पूरी हुई', body: '{service}: ₹{amount}। आपका टैक्स इनवॉइस तैयार है।' },
    jobReleased: { title: 'सेवा प्रदाता ने काम छोड़ दिया', body: '{service}, {time}: यह दूसरे प्रदाताओं के लिए फिर खुला है।' },
    rentalConfirmed: { title: 'उपकरण किराया पक्का हुआ', body: '{service}: तय जगह से लें, {time} तक लौटाएँ।' },
    identityDecided: { title: 'पहचान जाँच: {outcome}', body: 'आगे क्या है, देखने के लिए GaadiCare खोलें।' },
    assessmentResult: { title: 'मूल्यांकन: {outcome}', body: 'अपना परिणाम देखने के लिए GaadiCare खोलें।' },
    accountInactive: { title: 'आपका खाता हटाया जाएगा', body: 'आपने 3 साल से GaadiCare का उपयोग नहीं किया है। खाता रखने के लिए 2 दिन के भीतर साइन इन करें।' },
    supportAnswered: { title: 'हमने आपके संदेश का जवाब दिया', body: 'जवाब पढ़ने के लिए GaadiCare खोलें।' },
    jobCancelled: { title: 'एक काम रद्द हुआ', body: '{service}, {time}: ग्राहक ने रद्द किया। देर से रद्द करने का शुल्क चुकाए जाने पर आपका है।' },
    refundProcessed: { title: 'रिफ़ंड भेजा गया', body: '{service} के ₹{amount} आपको वापस भेजे जा रहे हैं।' },
    weeklyStatement: { title: 'आपका हफ़्ता: ₹{amount} कमाई', body: '{week} से हफ़्ता: {count} काम, ₹{amount} कमाई, ₹{paidOut} का भुगतान हुआ, नकद कामों से देय ₹{owed}।', one: { title: 'आपका हफ़्ता: ₹{amount} कमाई', body: '{week} से हफ़्ता: 1 काम, ₹{amount} कमाई, ₹{paidOut} का भुगतान हुआ, नकद कामों से देय ₹{owed}।' } },
    depositRefunded: { title: 'जमा राशि लौटाई गई', body: '{service} के लिए आपकी जमा राशि के ₹{amount} आपको वापस भेजे जा रहे हैं।' },
    payoutReturned: { title: 'आपका भुगतान नहीं पहुँचा', body: '₹{amount} आपके बैलेंस में वापस आ गए हैं। सेटिंग्स में अपना भुगतान खाता जाँचें; अगले भुगतान में फिर भेजा जाएगा।' },
  },
};

const OUTCOMES: Record<DisplayLocale, Record<NonNullable<NotificationParams['outcome']>, string>> = {
  'en-IN': { approved: 'approved', refused: 'not approved', passed: 'passed', failed: 'not passed' },
  'kn-IN': { approved: 'ಅನುಮೋದಿಸಲಾಗಿದೆ', refused: 'ಅನುಮೋದಿಸಲಾಗಿಲ್ಲ', passed: 'ಉತ್ತೀರ್ಣ', failed: 'ಅನುತ್ತೀರ್ಣ' },
  'hi-IN': { approved: 'स्वीकृत', refused: 'स्वीकृत नहीं', passed: 'उत्तीर्ण', failed: 'उत्तीर्ण नहीं' },
};

/** The slot's time as the person reads it: '29 Nov, 10:00 am' in India time. */
function slotTime(iso: string, locale: DisplayLocale): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  // The part of the day in words in Kannada and Hindi (ಬೆಳಗ್ಗೆ 10:00), as the screens write it: CLDR would print AM/PM.
  const dayPeriod = locale === 'en-IN' ? {} : ({ dayPeriod: 'short' } as const);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', ...dayPeriod, timeZone: 'Asia/Kolkata' }).format(at);
}

/** A week's Monday as the person reads it: '23 Nov' (the date, in India). */
function weekDate(ymd: string, locale: DisplayLocale): string {
  const at = Date.parse(`${ymd}T12:00:00+05:30`);
  if (Number.isNaN(at)) return ymd;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(at);
}

/** The services it names, in the language asked for when the server wrote them so (ADR 104), else as written. */
function serviceIn(params: NotificationParams, locale: DisplayLocale): string {
  const translated = locale === 'kn-IN' ? params.serviceIn?.kn : locale === 'hi-IN' ? params.serviceIn?.hi : undefined;
  return translated || (params.service ?? '');
}

/** The title and body of one notification in one language. */
export function notificationWords(event: NotificationEventName, params: NotificationParams, locale: DisplayLocale): Words {
  const entry = CATALOGS[locale][event];
  const words = params.count === 1 && entry.one ? entry.one : entry;
  const values: Record<string, string> = {
    service: serviceIn(params, locale),
    locality: params.locality ?? '',
    time: params.slot ? slotTime(params.slot, locale) : '',
    count: params.count === undefined ? '' : String(params.count),
    amount: params.amount ?? '',
    outcome: params.outcome ? OUTCOMES[locale][params.outcome] : '',
    paidOut: params.paidOut ?? '',
    owed: params.owed ?? '',
    week: params.week ? weekDate(params.week, locale) : '',
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  return { title: fill(words.title), body: fill(words.body) };
}

/** Every template of every language names the same placeholders as English (held by a test). */
export const notificationCatalogs: Readonly<Record<DisplayLocale, Catalog>> = CATALOGS;
