/** The e-mails in Russian, addressing the shopper formally, in the storefront's words (its catalog). */
import { STORE_NAME } from '#domain/store.ts';
import type { MailTexts } from './mail-texts';

const plurals = new Intl.PluralRules('ru-RU');

/** "1 минуту", "2 минуты", "10 минут": the accusative after "действует" and "в течение". */
function minutes(n: number): string {
  const form = plurals.select(n);
  return `${n} ${form === 'one' ? 'минуту' : form === 'few' ? 'минуты' : 'минут'}`;
}

/** "1 рабочий день", "3 рабочих дня", "7 рабочих дней", as checkout says a delivery time. */
function businessDays(n: number): string {
  const form = plurals.select(n);
  return `${n} ${form === 'one' ? 'рабочий день' : form === 'many' ? 'рабочих дней' : 'рабочих дня'}`;
}

const shippedSaid = { shipped: 'в пути', delivered: 'доставлен' } as const;
const refundedSaid = (full: boolean) => (full ? 'возвращены деньги' : 'возвращена часть денег');

export const RU_MAIL_TEXTS: MailTexts = {
  footer: `${STORE_NAME} · Бишкек, Кыргызстан · Доставка по всему миру`,
  hello: 'Здравствуйте!',
  helloName: (name) => `Здравствуйте, ${name}!`,
  viewOrder: 'Посмотреть заказ',
  seeOrder: 'Посмотреть заказ',
  reason: (why) => `Причина: ${why}`,

  signupSubject: (code) => `Ваш код подтверждения ${STORE_NAME}: ${code}`,
  signupTitle: 'Подтвердите регистрацию',
  signupAsked: `Кто-то хочет зарегистрироваться в ${STORE_NAME} с этим адресом электронной почты. Чтобы подтвердить регистрацию, введите этот код на странице, где он был запрошен:`,
  signupValid: (n) => `Код действует ${minutes(n)}.`,
  signupIgnore:
    'Если вы его не запрашивали, просто не обращайте внимания на это письмо: без этого кода аккаунт не будет создан.',

  resetSubject: `Смена пароля в ${STORE_NAME}`,
  resetTitle: 'Смена пароля',
  resetAskedText: 'Кто-то запросил смену пароля вашего аккаунта. Чтобы задать новый пароль, откройте эту ссылку:',
  resetAskedHtml: 'Кто-то запросил смену пароля вашего аккаунта. Чтобы задать новый пароль:',
  resetButton: 'ЗАДАТЬ НОВЫЙ ПАРОЛЬ',
  resetPaste: 'Или вставьте этот адрес в браузер:',
  resetValid: (n) =>
    `Ссылка сработает один раз и действует ${minutes(n)}. Если вы не запрашивали смену пароля, просто не обращайте внимания на это письмо: пароль останется прежним.`,

  confirmationSubject: (number) => `Ваш заказ ${STORE_NAME} ${number} подтверждён`,
  confirmationTitle: (number) => `Заказ ${number} подтверждён`,
  confirmationThanksText: (number) =>
    `Спасибо за заказ ${number}. Оплата подтверждена, и мы уже собираем вашу посылку.`,
  confirmationThanksHtml: 'Спасибо за заказ. Оплата подтверждена, и мы уже собираем вашу посылку.',
  subtotal: 'Товары на сумму',
  discount: 'Скидка',
  shippingBy: (method) => `Доставка (${method})`,
  total: 'Итого',
  shipTo: 'Адрес доставки',
  shippingMethod: 'Способ доставки',
  methodNames: { Standard: 'Стандартная', Express: 'Экспресс', Overnight: 'На следующий день' },
  deliveryDays: (min, max) =>
    max <= 1 ? 'на следующий рабочий день' : min === max ? businessDays(max) : `${min}–${businessDays(max)}`,

  statusSubject: (number, status) => `Ваш заказ ${STORE_NAME} ${number} ${shippedSaid[status]}`,
  statusTitle: (number, status) => `Заказ ${number} ${shippedSaid[status]}`,
  statusSentence: (number, status) => `Ваш заказ ${number} ${shippedSaid[status]}.`,
  carrier: 'Служба доставки',
  trackingNumber: 'Трек-номер',
  trackParcel: 'Отследить посылку',

  refundSubject: (number, full) => `По вашему заказу ${STORE_NAME} ${number} ${refundedSaid(full)}`,
  refundTitle: (number, full) => `По заказу ${number} ${refundedSaid(full)}`,
  refundSentence: ({ amount, number, returnNumber }) =>
    `${returnNumber ? `Мы получили ваш возврат ${returnNumber} и вернули` : 'Мы вернули'} ${amount} за ваш заказ ${number}.`,
  refundSettles:
    'Деньги вернутся на карту, с которой вы оплачивали заказ; банку может понадобиться от 5 до 10 дней, чтобы их зачислить.',
  shippingRefunded: 'Доставка',

  contactSubject: `${STORE_NAME}: мы получили ваше сообщение`,
  contactTitle: 'Мы получили ваше сообщение',
  contactReceived: `Спасибо, что написали в ${STORE_NAME}. Ваше сообщение дошло до нас, и мы ответим на этот адрес в течение 24 часов.`,
  contactIgnore: 'Если вы нам не писали, просто не обращайте внимания на это письмо.',

  returnReasons: {
    too_small: 'Слишком маленький',
    too_large: 'Слишком большой',
    not_as_pictured: 'Не соответствует фото или описанию',
    damaged: 'Пришёл повреждённым или с браком',
    wrong_item: 'Прислали не тот товар',
    changed_mind: 'Передумал(а)',
    other: 'Другое',
  },
  colors: {
    Gray: 'Серый',
    Black: 'Чёрный',
    White: 'Белый',
    Green: 'Зелёный',
    Blue: 'Синий',
    Red: 'Красный',
    Navy: 'Тёмно-синий',
    Mint: 'Мятный',
    LightBlue: 'Голубой',
    Yellow: 'Жёлтый',
    Pink: 'Розовый',
    Purple: 'Фиолетовый',
    Orange: 'Оранжевый',
    Brown: 'Коричневый',
  },
  returnRequestedSubject: (number, orderNumber) =>
    `Мы получили вашу заявку на возврат ${number} по заказу ${STORE_NAME} ${orderNumber}`,
  returnRequestedTitle: (number) => `Заявка на возврат ${number}`,
  returnRequestedIntro: (orderNumber) => `Мы получили вашу заявку на возврат этих товаров из заказа ${orderNumber}:`,
  returnRequestedNext:
    'Мы ответим в течение 24 часов и пришлём инструкции по возврату. Пожалуйста, сохраните товары до этого времени.',
  returnApprovedSubject: (number, orderNumber) =>
    `Ваш возврат ${number} по заказу ${STORE_NAME} ${orderNumber} одобрен`,
  returnApprovedTitle: (number) => `Возврат ${number} одобрен`,
  returnApprovedIntro: 'Ваш возврат одобрен. Вот как отправить товары обратно:',
  returnInstructions: ({ number, orderNumber, address, note }) => [
    // RETURN_POLICY.condition, as the storefront's catalog says it.
    'Упакуйте товары: они должны быть неношеными, нестираными, с оригинальными бирками и в упаковке.',
    `Напишите на посылке номер возврата ${number} (заказ ${orderNumber}).`,
    `Отправьте её по адресу: ${address.join(', ')}.`,
    'Обратную доставку оплачиваем мы: сохраните чек за отправку и пришлите нам его фото по электронной почте — мы вернём стоимость отправки вместе с деньгами за товары.',
    ...(note ? [note] : []),
  ],
  returnApprovedRefund:
    'Мы вернём деньги за товары на карту, с которой вы оплачивали заказ, как только посылка придёт и мы её проверим.',
  returnRejectedSubject: (number, orderNumber) =>
    `Ваш возврат ${number} по заказу ${STORE_NAME} ${orderNumber} не принят`,
  returnRejectedTitle: (number) => `Возврат ${number} не принят`,
  returnRejectedSorry: 'К сожалению, мы не можем принять этот возврат.',
  returnRejectedQuestions: 'Если у вас есть вопросы, ответьте на это письмо.',
  stockAlert: {
    confirmSubject: ({ product }) => `Подтвердите уведомление о товаре ${product}`,
    confirmTitle: 'Подтвердите уведомление о поступлении',
    confirmAsked: ({ product, color, size }) =>
      `Кто-то попросил ${STORE_NAME} написать на этот адрес, когда ${product} (цвет: ${color}, размер ${size}) снова появится в наличии. Чтобы включить уведомление, откройте эту ссылку:`,
    confirmButton: 'ВКЛЮЧИТЬ УВЕДОМЛЕНИЕ',
    confirmValid: (days) => `Ссылка действует ${days} дней.`,
    confirmIgnore: 'Если это были не вы, просто проигнорируйте это письмо: больше мы не напишем.',
    backSubject: ({ product, color, size }) => `${product} (${color}, размер ${size}) снова в наличии`,
    backSentence: 'Размер, которого вы ждали, снова в наличии. Размеры быстро разбирают, поэтому не откладывайте.',
    backButton: 'ЗА ПОКУПКАМИ',
    backOnce: 'Это было разовое уведомление: об этом размере мы больше не напишем.',
    unsubscribe: 'Отключить все мои уведомления о поступлении',
  },
};
