import type { Destination } from '../types.ts';
import { bacalar } from './bacalar.ts';
import { creel } from './creel.ts';
import { holbox } from './holbox.ts';
import { huasca } from './huasca.ts';
import { mazamitla } from './mazamitla.ts';
import { merida } from './merida.ts';
import { puertoEscondido } from './puerto-escondido.ts';
import { sanCristobal } from './san-cristobal.ts';
import { sayulita } from './sayulita.ts';
import { tapalpa } from './tapalpa.ts';
import { tulum } from './tulum.ts';
import { valladolid } from './valladolid.ts';
import { valleDeBravo } from './valle-de-bravo.ts';

/** The demo destinations, most cabins first (the home page orders them by count). */
export const DESTINATIONS: readonly Destination[] = [
  mazamitla,
  tulum,
  valleDeBravo,
  bacalar,
  puertoEscondido,
  sanCristobal,
  merida,
  sayulita,
  tapalpa,
  huasca,
  holbox,
  valladolid,
  creel,
];
