/** EMV "Pix Copia e Cola" of a dynamic charge: the payer's bank fetches the charge at `location`. */
export function dynamicBrCode(location: string, merchantName: string, merchantCity: string): string {
  const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
  const account = field('00', 'br.gov.bcb.pix') + field('25', location);
  const payload =
    field('00', '01') +
    field('01', '12') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    field('58', 'BR') +
    field('59', merchantName.slice(0, 25)) +
    field('60', merchantCity.slice(0, 15)) +
    field('62', field('05', '***')) +
    '6304';
  return payload + crc16(payload);
}

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF), as the BR Code standard requires. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
