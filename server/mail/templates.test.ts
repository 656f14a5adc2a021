/**
 * The shopper's e-mails in each language (decision 61): the translated sentences are in the
 * subject, the text part and the HTML; what the shopper or the store typed is escaped in the
 * HTML in every language; English reads as it always has.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#domain/languages.ts';
import {
  contactAcknowledgementEmail,
  contactNotificationEmail,
  layout,
  orderConfirmationEmail,
  orderRefundEmail,
  orderStatusEmail,
  passwordResetEmail,
  shippingAddressIn,
  shippingMethodIn,
  signupCodeEmail,
} from './templates';
import { returnApprovedEmail, returnRejectedEmail, returnRequestedEmail, returnStoreEmail } from './return-templates';
import { MAIL_TEXTS } from './texts/by-language';

const order = {
  number: 'ORD-1',
  name: 'Aida',
  lines: [{ name: 'Felt Coat', color: 'Navy', size: 'M', quantity: 2, amount: '$200.00' }],
  subtotal: '$200.00',
  discount: '$0.00',
  shipping: '$10.00',
  shippingMethod: 'Standard, 5-7 business days',
  shippingAddress: ['Aida Bekova', 'Chui Avenue 1', 'Bishkek, 720001', 'Kyrgyzstan', '+996 555 000 111'],
  total: '$210.00',
  link: 'https://shop.example/ru/checkout/success?order=1&token=t',
};
const refund = {
  number: 'ORD-1',
  name: 'Aida',
  amount: '$100.00',
  items: ['1 × Felt Coat (Navy, M)'],
  shipping: true,
  full: false,
  reason: 'Too small',
  link: 'https://shop.example/checkout/success?order=1&token=t',
};
const ret = {
  number: 'R-1',
  orderNumber: 'ORD-1',
  name: 'Aida',
  items: ['1 × Felt Coat (Navy, M)'],
  reason: 'too_small',
  comment: null,
  link: 'https://shop.example/checkout/success?order=1&token=t',
};

describe('English, as the store has always written it', () => {
  it('keeps the sign-up code and the reset link word for word', () => {
    const code = signupCodeEmail('en', 'a@example.com', '123456', 10);
    expect(code.subject).toBe('Your ALATOO verification code: 123456');
    expect(code.text).toContain(
      'It is valid for 10 minutes. If you did not ask for it, you can ignore this e-mail: no account is opened without this code.',
    );
    expect(code.html).toContain('<html lang="en">');
    expect(code.html).toContain('ALATOO · Bishkek, Kyrgyzstan · Shipping worldwide');
    const reset = passwordResetEmail('en', 'a@example.com', 'Aida', 'https://shop.example/reset-password/x', 60);
    expect(reset.subject).toBe('Reset your ALATOO password');
    expect(reset.text).toBe(
      [
        'Hello Aida,',
        '',
        'Someone asked to reset the password of your account. To choose a new password, open this link:',
        'https://shop.example/reset-password/x',
        '',
        'The link works once and for 60 minutes. If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    );
    expect(reset.html).toContain('>RESET PASSWORD</a>');
  });

  it('keeps the order e-mails word for word', () => {
    const confirmation = orderConfirmationEmail('en', 'a@example.com', order);
    expect(confirmation.subject).toBe('Your ALATOO order ORD-1 is confirmed');
    expect(confirmation.text).toContain(
      'Thank you for your order ORD-1. Your payment is confirmed and we are preparing your parcel.',
    );
    expect(confirmation.text).toContain('Shipping (Standard, 5-7 business days): $10.00\nTotal: $210.00');
    expect(confirmation.html).toContain('>VIEW ORDER</a>');
    const shipped = orderStatusEmail('en', 'a@example.com', {
      number: 'ORD-1',
      name: 'Aida',
      status: 'shipped',
      link: order.link,
      tracking: { carrier: 'DHL', number: 'JD1', url: 'https://dhl.example/JD1' },
    });
    expect(shipped.subject).toBe('Your ALATOO order ORD-1 is on its way');
    expect(shipped.text).toContain('Carrier: DHL\nTracking number: JD1\nTrack your parcel: https://dhl.example/JD1');
    const refunded = orderRefundEmail('en', 'a@example.com', { ...refund, returnNumber: 'R-1' });
    expect(refunded.subject).toBe('Your ALATOO order ORD-1 has been partly refunded');
    expect(refunded.text).toContain('We received your return R-1 and have refunded $100.00 for your order ORD-1.');
    expect(refunded.text).toContain('- 1 × Felt Coat (Navy, M)\n- Shipping');
    expect(refunded.html).toContain('have refunded <strong>$100.00</strong> for your order ORD-1.');
  });

  it('keeps the return and contact e-mails word for word', () => {
    const requested = returnRequestedEmail('en', 'a@example.com', ret);
    expect(requested.subject).toBe('We received your return request R-1 for ALATOO order ORD-1');
    expect(requested.text).toContain('Reason: Too small');
    expect(requested.text).toContain('We reply within 24 hours with the return instructions.');
    const approved = returnApprovedEmail('en', 'a@example.com', ret, 'Use a box.');
    expect(approved.text).toContain('- Write the return number R-1 (order ORD-1) on the parcel.');
    expect(approved.text).toContain('- Use a box.');
    const ack = contactAcknowledgementEmail('en', 'a@example.com');
    expect(ack.subject).toBe('We received your message to ALATOO');
    expect(ack.text).toContain('we will reply to this address within 24 hours.');
  });
});

describe('Russian and Kyrgyz', () => {
  it('writes the sign-up code in the language, with its plural', () => {
    const ru = signupCodeEmail('ru', 'a@example.com', '123456', 10);
    expect(ru.subject).toBe('Ваш код подтверждения ALATOO: 123456');
    expect(ru.text).toContain('Код действует 10 минут.');
    expect(ru.html).toContain('<html lang="ru">');
    expect(ru.html).toContain('Подтвердите регистрацию');
    expect(ru.html).toContain('ALATOO · Бишкек, Кыргызстан · Доставка по всему миру');
    expect(MAIL_TEXTS.ru.signupValid(1)).toBe('Код действует 1 минуту.');
    expect(MAIL_TEXTS.ru.signupValid(3)).toBe('Код действует 3 минуты.');
    expect(MAIL_TEXTS.ru.resetValid(21)).toContain('действует 21 минуту.');
    const ky = signupCodeEmail('ky', 'a@example.com', '123456', 10);
    expect(ky.subject).toBe('Сиздин ALATOO ырастоо кодуңуз: 123456');
    expect(ky.text).toContain('Код 10 мүнөт бою жарактуу.');
    expect(ky.html).toContain('<html lang="ky">');
    expect(ky.html).toContain('Бүт дүйнө боюнча жеткирүү');
  });

  it('writes the order e-mails in the language', () => {
    const ru = orderConfirmationEmail('ru', 'a@example.com', order);
    expect(ru.subject).toBe('Ваш заказ ALATOO ORD-1 подтверждён');
    expect(ru.text).toContain('Здравствуйте, Aida!');
    expect(ru.text).toContain('Доставка (Standard, 5-7 business days): $10.00\nИтого: $210.00');
    expect(ru.text).toContain(`Посмотреть заказ: ${order.link}`);
    expect(ru.html).toContain('>ПОСМОТРЕТЬ ЗАКАЗ</a>');
    const delivered = orderStatusEmail('ky', 'a@example.com', {
      number: 'ORD-1',
      name: 'Aida',
      status: 'delivered',
      link: order.link,
    });
    expect(delivered.subject).toBe('ALATOO дүкөнүндөгү ORD-1 буйрутмаңыз жеткирилди');
    expect(delivered.html).toContain('>БУЙРУТМАНЫ КӨРҮҮ</a>');
    const refunded = orderRefundEmail('ru', 'a@example.com', { ...refund, full: true });
    expect(refunded.subject).toBe('По вашему заказу ALATOO ORD-1 возвращены деньги');
    expect(refunded.text).toContain('Мы вернули $100.00 за ваш заказ ORD-1.');
    expect(refunded.text).toContain('- Доставка');
    expect(refunded.html).toContain('Мы вернули <strong>$100.00</strong> за ваш заказ ORD-1.');
  });

  it('writes the return e-mails, their reason and instructions in the language; the store’s copy stays English', () => {
    const requested = returnRequestedEmail('ru', 'a@example.com', ret);
    expect(requested.text).toContain('Причина: Слишком маленький');
    expect(requested.html).toContain('<li>1 × Felt Coat (Navy, M)</li>');
    const approved = returnApprovedEmail('ky', 'a@example.com', ret, null);
    expect(approved.subject).toBe('ALATOO дүкөнүндөгү ORD-1 буйрутмасы боюнча R-1 кайтарууңуз жактырылды');
    expect(approved.text).toContain('Erkindik Boulevard 35, Bishkek 720040, Kyrgyzstan');
    const rejected = returnRejectedEmail('ru', 'a@example.com', ret, 'Worn');
    expect(rejected.text).toContain('К сожалению, мы не можем принять этот возврат.');
    expect(rejected.text).toContain('- Причина: Worn');
    const store = returnStoreEmail('hello@shop.example', { ...ret, email: 'a@example.com', queueLink: 'https://q' });
    expect(store.text).toContain('Reason: Too small');
    expect(store.html).toContain('<html lang="en">');
    const ack = contactAcknowledgementEmail('ky', 'a@example.com');
    expect(ack.subject).toBe('ALATOO дүкөнүнө жазган катыңызды алдык');
    const note = contactNotificationEmail('hello@shop.example', {
      name: 'A',
      email: 'a@example.com',
      subject: 'S',
      message: 'M',
      inboxLink: 'https://i',
    });
    expect(note.html).toContain('<html lang="en">');
  });
});

describe('the HTML document and the confirmation’s delivery', () => {
  it('is a whole document: language, character set, viewport and the title', () => {
    for (const language of LANGUAGES) {
      const html = layout(language, 'Order <1> & more', '<p>x</p>');
      expect(html).toMatch(new RegExp(`^<!doctype html><html lang="${language}"><head><meta charset="utf-8">`));
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).toContain('<title>Order &lt;1&gt; &amp; more</title></head><body');
    }
    const reset = passwordResetEmail('ky', 'a@example.com', 'Aida', 'https://shop.example/x', 60);
    expect(reset.html).toContain('<title>Сырсөздү алмаштыруу</title>');
  });

  it('shows where the parcel goes and how, in the shopper’s language', () => {
    const en = orderConfirmationEmail('en', 'a@example.com', order);
    expect(en.text).toContain(
      'Shipping address:\nAida Bekova\nChui Avenue 1\nBishkek, 720001\nKyrgyzstan\n+996 555 000 111\n\nShipping method: Standard, 5-7 business days',
    );
    expect(en.html).toContain('>Shipping address</h2>');
    expect(en.html).toContain('Aida Bekova<br>Chui Avenue 1<br>Bishkek, 720001<br>Kyrgyzstan<br>+996 555 000 111');
    expect(en.html).toContain('>Shipping method</h2>');
    const ru = orderConfirmationEmail('ru', 'a@example.com', {
      ...order,
      shippingMethod: shippingMethodIn('ru', 'Express', '2-3 business days'),
      shippingAddress: shippingAddressIn('ru', {
        firstName: 'Aida',
        lastName: 'Bekova',
        address: 'Chui Avenue 1',
        city: 'Bishkek',
        state: null,
        postalCode: '720001',
        country: 'KZ',
        phone: '+996 555 000 111',
      }),
    });
    expect(ru.text).toContain('Адрес доставки:\nAida Bekova\nChui Avenue 1\nBishkek, 720001\nКазахстан\n');
    expect(ru.text).toContain('Способ доставки: Экспресс, 2–3 рабочих дня');
    expect(ru.html).toContain('>Адрес доставки</h2>');
    expect(ru.html).toContain('>Способ доставки</h2>');
  });

  it('names the method and its time as checkout does, and keeps what it does not know', () => {
    expect(shippingMethodIn('en', 'Standard', '5-7 business days')).toBe('Standard, 5-7 business days');
    expect(shippingMethodIn('ru', 'Standard', '5-7 business days')).toBe('Стандартная, 5–7 рабочих дней');
    expect(shippingMethodIn('ru', 'Overnight', 'next business day')).toBe(
      'На следующий день, на следующий рабочий день',
    );
    expect(shippingMethodIn('ky', 'Express', '2 business days')).toBe('Экспресс, 2 иш күн');
    expect(shippingMethodIn('ky', 'Courier', 'when it rains')).toBe('Courier, when it rains');
    expect(shippingMethodIn('ru', 'standard', null)).toBe('standard');
    expect(MAIL_TEXTS.ru.deliveryDays(1, 21)).toBe('1–21 рабочий день');
  });
});

describe.each(LANGUAGES)('%s', (language) => {
  const hostile = '<b>"Tom" & Jerry</b>';
  const escaped = '&lt;b&gt;&quot;Tom&quot; &amp; Jerry&lt;/b&gt;';

  it('escapes what was typed in the HTML', () => {
    const messages = [
      passwordResetEmail(language, 'a@example.com', hostile, 'https://shop.example/x?a=1&b=2', 60),
      orderConfirmationEmail(language, 'a@example.com', { ...order, name: hostile, shippingMethod: hostile }),
      orderStatusEmail(language, 'a@example.com', {
        number: hostile,
        name: hostile,
        status: 'shipped',
        link: order.link,
        tracking: { carrier: hostile, number: hostile, url: 'https://t' },
      }),
      orderRefundEmail(language, 'a@example.com', { ...refund, name: hostile, reason: hostile, items: [hostile] }),
      returnRequestedEmail(language, 'a@example.com', { ...ret, name: hostile, reason: 'other', comment: hostile }),
      returnApprovedEmail(language, 'a@example.com', { ...ret, name: hostile }, hostile),
      returnRejectedEmail(language, 'a@example.com', { ...ret, name: hostile }, hostile),
    ];
    for (const message of messages) {
      expect(message.html).toContain(escaped);
      expect(message.html).not.toContain(hostile);
      expect(message.text).toContain(hostile);
    }
  });

  it('has texts free of HTML-special characters, so they go into the HTML as they are', () => {
    const written: string[] = [];
    const objectArgs: Record<string, unknown> = {
      returnInstructions: { number: 'x', orderNumber: 'x', address: ['x'], note: 'x' },
      refundSentence: { amount: 'x', number: 'x', returnNumber: 'x' },
    };
    for (const [key, value] of Object.entries(MAIL_TEXTS[language])) {
      if (typeof value === 'string') written.push(value);
      else if (typeof value === 'function') {
        // Every other text function takes a string or number and, at most, a status or a flag.
        const fn = value as (...args: unknown[]) => string | string[];
        const calls =
          key in objectArgs
            ? [[objectArgs[key]]]
            : [
                ['x', 'shipped'],
                ['x', 'delivered'],
                ['x', false],
                [1, true],
              ];
        for (const args of calls) written.push(...[fn(...args)].flat());
      } else if (key === 'stockAlert') {
        // The back-in-stock alert's texts, called with an item (or a number of days, shown the same way).
        const item = { product: 'x', color: 'x', size: 'x' };
        for (const text of Object.values(value as Record<string, unknown>))
          written.push(typeof text === 'function' ? (text as (arg: unknown) => string)(item) : String(text));
      } else written.push(...Object.values(value as Record<string, string>));
    }
    expect(written.length).toBeGreaterThan(50);
    for (const text of written) expect(text).not.toMatch(/[<>&"]/);
  });
});
