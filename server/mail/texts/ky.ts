/** The e-mails in Kyrgyz, addressing the shopper formally ("Сиз"), in the storefront's words (its catalog). */
import { STORE_NAME } from '#domain/store.ts';
import type { MailTexts } from './mail-texts';

const shippedSaid = { shipped: 'жолго чыкты', delivered: 'жеткирилди' } as const;
const refundedSaid = (full: boolean) => (full ? 'акча кайтарылды' : 'акчанын бир бөлүгү кайтарылды');
const inStore = (number: string) => `${STORE_NAME} дүкөнүндөгү ${number}`;

export const KY_MAIL_TEXTS: MailTexts = {
  footer: `${STORE_NAME} · Бишкек, Кыргызстан · Бүт дүйнө боюнча жеткирүү`,
  hello: 'Саламатсызбы!',
  helloName: (name) => `Саламатсызбы, ${name}!`,
  viewOrder: 'Буйрутманы көрүү',
  seeOrder: 'Буйрутманы көрүү',
  reason: (why) => `Себеби: ${why}`,

  signupSubject: (code) => `Сиздин ${STORE_NAME} ырастоо кодуңуз: ${code}`,
  signupTitle: 'Катталууну ырастаңыз',
  signupAsked: `Кимдир бирөө ушул электрондук почта дареги менен ${STORE_NAME} дүкөнүнө катталууну сураган. Катталууну ырастоо үчүн бул кодду ал суралган бетке киргизиңиз:`,
  signupValid: (minutes) => `Код ${minutes} мүнөт бою жарактуу.`,
  signupIgnore: 'Эгер сиз аны сураган эмес болсоңуз, бул катка көңүл бурбай эле коюңуз: бул кодсуз аккаунт ачылбайт.',

  resetSubject: `${STORE_NAME} аккаунтуңуздун сырсөзүн алмаштыруу`,
  resetTitle: 'Сырсөздү алмаштыруу',
  resetAskedText:
    'Кимдир бирөө аккаунтуңуздун сырсөзүн алмаштырууну сураган. Жаңы сырсөз коюу үчүн бул шилтемени ачыңыз:',
  resetAskedHtml: 'Кимдир бирөө аккаунтуңуздун сырсөзүн алмаштырууну сураган. Жаңы сырсөз коюу үчүн:',
  resetButton: 'ЖАҢЫ СЫРСӨЗ КОЮУ',
  resetPaste: 'Же бул даректи браузериңизге чаптаңыз:',
  resetValid: (minutes) =>
    `Шилтеме бир гана жолу иштейт жана ${minutes} мүнөт бою жарактуу. Эгер сиз муну сураган эмес болсоңуз, бул катка көңүл бурбай эле коюңуз: сырсөзүңүз өзгөрбөйт.`,

  confirmationSubject: (number) => `${inStore(number)} буйрутмаңыз ырасталды`,
  confirmationTitle: (number) => `${number} буйрутмасы ырасталды`,
  confirmationThanksText: (number) =>
    `${number} буйрутмаңыз үчүн рахмат. Төлөмүңүз ырасталды, биз посылкаңызды даярдап жатабыз.`,
  confirmationThanksHtml: 'Буйрутмаңыз үчүн рахмат. Төлөмүңүз ырасталды, биз посылкаңызды даярдап жатабыз.',
  subtotal: 'Буюмдардын суммасы',
  discount: 'Арзандатуу',
  shippingBy: (method) => `Жеткирүү (${method})`,
  total: 'Жалпы',
  shipTo: 'Жеткирүү дареги',
  shippingMethod: 'Жеткирүү ыкмасы',
  methodNames: { Standard: 'Кадимки', Express: 'Экспресс', Overnight: 'Эртеси күнү' },
  deliveryDays: (min, max) => (max <= 1 ? 'кийинки иш күнү' : min === max ? `${max} иш күн` : `${min}–${max} иш күн`),

  statusSubject: (number, status) => `${inStore(number)} буйрутмаңыз ${shippedSaid[status]}`,
  statusTitle: (number, status) => `${number} буйрутмасы ${shippedSaid[status]}`,
  statusSentence: (number, status) => `${number} буйрутмаңыз ${shippedSaid[status]}.`,
  carrier: 'Жеткирүү кызматы',
  trackingNumber: 'Трек-номер',
  trackParcel: 'Посылкага көз салуу',

  refundSubject: (number, full) => `${inStore(number)} буйрутмаңыз үчүн ${refundedSaid(full)}`,
  refundTitle: (number, full) => `${number} буйрутмасы үчүн ${refundedSaid(full)}`,
  refundSentence: ({ amount, number, returnNumber }) =>
    `${returnNumber ? `Биз ${returnNumber} кайтарууңузду алдык жана` : 'Биз'} ${number} буйрутмаңыз үчүн ${amount} кайтардык.`,
  refundSettles: 'Акча сиз төлөгөн картага кайтат; банкыңызда ал 5–10 күндүн ичинде көрүнүшү мүмкүн.',
  shippingRefunded: 'Жеткирүү',

  contactSubject: `${STORE_NAME} дүкөнүнө жазган катыңызды алдык`,
  contactTitle: 'Катыңызды алдык',
  contactReceived: `${STORE_NAME} дүкөнүнө жазганыңыз үчүн рахмат. Катыңыз бизге жетти, биз 24 сааттын ичинде ушул дарекке жооп беребиз.`,
  contactIgnore: 'Эгер сиз бизге жазган эмес болсоңуз, бул катка көңүл бурбай эле коюңуз.',

  returnReasons: {
    too_small: 'Өтө кичине',
    too_large: 'Өтө чоң',
    not_as_pictured: 'Сүрөткө же сүрөттөмөгө дал келбейт',
    damaged: 'Бузук же кемчилиги менен келди',
    wrong_item: 'Башка буюм жөнөтүлгөн',
    changed_mind: 'Оюмдан кайттым',
    other: 'Башка',
  },
  colors: {
    Gray: 'Боз',
    Black: 'Кара',
    White: 'Ак',
    Green: 'Жашыл',
    Blue: 'Көк',
    Red: 'Кызыл',
    Navy: 'Кочкул көк',
    Mint: 'Жалбыз түс',
    LightBlue: 'Ачык көк',
    Yellow: 'Сары',
    Pink: 'Кызгылт',
    Purple: 'Кызгылт көк',
    Orange: 'Кызгылт сары',
    Brown: 'Күрөң',
  },
  returnRequestedSubject: (number, orderNumber) =>
    `${inStore(orderNumber)} буйрутмасы боюнча ${number} кайтаруу сурамыңызды алдык`,
  returnRequestedTitle: (number) => `${number} кайтаруу сурамы`,
  returnRequestedIntro: (orderNumber) => `${orderNumber} буйрутмасынын бул буюмдарын кайтаруу сурамыңызды алдык:`,
  returnRequestedNext:
    'Биз 24 сааттын ичинде кайтаруу нускамалары менен жооп беребиз. Ага чейин буюмдарды сактап коюңуз.',
  returnApprovedSubject: (number, orderNumber) =>
    `${inStore(orderNumber)} буйрутмасы боюнча ${number} кайтарууңуз жактырылды`,
  returnApprovedTitle: (number) => `${number} кайтаруусу жактырылды`,
  returnApprovedIntro: 'Кайтарууңуз жактырылды. Буюмдарды кайра жөнөтүү тартиби:',
  returnInstructions: ({ number, orderNumber, address, note }) => [
    // RETURN_POLICY.condition, as the storefront's catalog says it.
    'Буюмдарды таңгактаңыз: алар кийилбеген, жуулбаган, түпкү энбелгилери жана таңгагы менен болушу керек.',
    `Посылкага ${number} кайтаруу номерин жазыңыз (${orderNumber} буйрутмасы).`,
    `Аны бул дарекке жөнөтүңүз: ${address.join(', ')}.`,
    'Кайтаруу жеткирүүсүн биз төлөйбүз: почтанын дүмүрчөгүн сактап, анын сүрөтүн бизге электрондук почта аркылуу жөнөтүңүз — жөнөтүү акысын буюмдардын акчасы менен кошо кайтарабыз.',
    ...(note ? [note] : []),
  ],
  returnApprovedRefund: 'Посылка келип, текшерилгенден кийин эле буюмдардын акчасын сиз төлөгөн картага кайтарабыз.',
  returnRejectedSubject: (number, orderNumber) =>
    `${inStore(orderNumber)} буйрутмасы боюнча ${number} кайтарууңуз кабыл алынган жок`,
  returnRejectedTitle: (number) => `${number} кайтаруусу кабыл алынган жок`,
  returnRejectedSorry: 'Тилекке каршы, бул кайтарууну кабыл ала албайбыз.',
  returnRejectedQuestions: 'Суроолоруңуз болсо, бул катка жооп жазыңыз.',
  stockAlert: {
    confirmSubject: ({ product }) => `${product} боюнча билдирүүнү ырастаңыз`,
    confirmTitle: 'Сатыкка кайра чыкканда билдирүүнү ырастаңыз',
    confirmAsked: ({ product, color, size }) =>
      `Кимдир бирөө ${STORE_NAME} дүкөнүнөн ${product} (түсү: ${color}, өлчөмү ${size}) кайра сатыкка чыкканда ушул дарекке кат жазууну суранды. Билдирүүнү күйгүзүү үчүн бул шилтемени ачыңыз:`,
    confirmButton: 'БИЛДИРҮҮНҮ КҮЙГҮЗҮҮ',
    confirmValid: (days) => `Шилтеме ${days} күн иштейт.`,
    confirmIgnore: 'Эгер бул сиз болбосоңуз, бул катка көңүл бурбаңыз: биз кайра жазбайбыз.',
    backSubject: ({ product, color, size }) => `${product} (${color}, өлчөмү ${size}) кайра сатыкта`,
    backSentence: 'Сиз күткөн өлчөм кайра сатыкка чыкты. Өлчөмдөр тез түгөнөт, ошондуктан көпкө күтпөңүз.',
    backButton: 'САТЫП АЛУУ',
    backOnce: 'Бул бир жолку билдирүү болчу: бул өлчөм тууралуу мындан ары жазбайбыз.',
    unsubscribe: 'Сатыкка чыгуу тууралуу бардык билдирүүлөрүмдү өчүрүү',
  },
};
