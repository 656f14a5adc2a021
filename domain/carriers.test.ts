import { describe, expect, it } from 'vitest';
import {
  carrierLabel,
  carrierNameProblem,
  carrierTrackingUrl,
  normalTrackingNumber,
  SHIPMENT_TEXT,
  trackingNumberProblem,
  trackingUrlProblem,
} from './carriers';
import { orderStatusSchema } from './orders';

describe('carriers and tracking links', () => {
  it('makes each listed carrier’s link from the number as carriers print it', () => {
    expect(normalTrackingNumber(' 12 3456 7890 ')).toBe('1234567890');
    expect(carrierTrackingUrl('dhl', '12 3456 7890')).toBe(
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    );
    expect(carrierTrackingUrl('ups', '1z999aa10123456784')).toBe(
      'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784',
    );
    expect(carrierTrackingUrl('fedex', '794611223344')).toBe('https://www.fedex.com/fedextrack/?trknbr=794611223344');
    expect(carrierTrackingUrl('kyrgyz_post', 'EE123456789KG')).toBe('https://t.17track.net/en#nums=EE123456789KG');
  });

  it('takes letters, digits and dashes, 4 to 40 of them', () => {
    expect(trackingNumberProblem('EE123456789KG')).toBeNull();
    expect(trackingNumberProblem('CE-55012')).toBeNull();
    for (const bad of ['', '123', 'x'.repeat(41), '12<3>45', '1234/5678'])
      expect(trackingNumberProblem(bad), bad).toBe(SHIPMENT_TEXT.trackingNumber);
  });

  it('sends shoppers only to https links without credentials', () => {
    expect(trackingUrlProblem('https://cargo.example/track/1')).toBeNull();
    for (const bad of [
      '',
      'http://cargo.example/1',
      'javascript:alert(1)',
      'https://user:pw@cargo.example/',
      'not a link',
    ])
      expect(trackingUrlProblem(bad), bad).toBe(SHIPMENT_TEXT.trackingUrl);
    expect(carrierNameProblem('  Cargo Express ')).toBeNull();
    expect(carrierNameProblem(' ')).toBe(SHIPMENT_TEXT.carrierName);
  });

  it('names a listed carrier by its name and another by the name typed', () => {
    expect(carrierLabel({ carrier: 'dhl', carrierName: null })).toBe('DHL');
    expect(carrierLabel({ carrier: 'other', carrierName: 'Cargo Express' })).toBe('Cargo Express');
  });

  it('the status change schema wants a name and a link for another carrier', () => {
    const other = orderStatusSchema.safeParse({
      orderStatus: 'shipped',
      shipment: { carrier: 'other', trackingNumber: '12345' },
    });
    expect(other.success).toBe(false);
    expect(other.error?.issues.map((i) => i.path.join('.'))).toEqual(['shipment.carrierName', 'shipment.trackingUrl']);
    const dhl = orderStatusSchema.parse({
      orderStatus: 'shipped',
      shipment: { carrier: 'dhl', trackingNumber: 'ab 12 34' },
    });
    expect(dhl.shipment).toEqual({ carrier: 'dhl', trackingNumber: 'AB1234' });
  });
});
