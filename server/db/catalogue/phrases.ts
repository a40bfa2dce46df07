/** Phrase banks shared by every destination: openers, rooms, highlights, closers, reviews, names. */
import type { AccommodationType, Climate } from './types.ts';

export const TYPE_GRAMMAR: Record<AccommodationType, { feminine: boolean; lower: string }> = {
  Cabaña: { feminine: true, lower: 'cabaña' },
  'Casa de campo': { feminine: true, lower: 'casa de campo' },
  Bungalow: { feminine: false, lower: 'bungalow' },
  Villa: { feminine: true, lower: 'villa' },
  Glamping: { feminine: false, lower: 'glamping' },
  'Casa del árbol': { feminine: true, lower: 'casa del árbol' },
  Loft: { feminine: false, lower: 'loft' },
  'Casa colonial': { feminine: true, lower: 'casa colonial' },
};

/** Fills {name} {un} {tipo} {o} {a} for the accommodation type's gender. */
export function fillTemplate(template: string, name: string, type: AccommodationType): string {
  const { feminine, lower } = TYPE_GRAMMAR[type];
  return template
    .replaceAll('{name}', name)
    .replaceAll('{un}', feminine ? 'una' : 'un')
    .replaceAll('{tipo}', lower)
    .replaceAll('{o}', feminine ? 'a' : 'o')
    .replaceAll('{a}', feminine ? 'a' : '');
}

export const OPENERS: Record<Climate, string[]> = {
  forest: [
    '{name} es {un} {tipo} de madera y piedra',
    '{name} es {un} {tipo} cálid{o} y luminos{o}',
    'Rodead{o} de pinos, {name} es {un} {tipo} hech{o} para desconectarse',
    '{name} es {un} {tipo} con aroma a pino y a leña',
    'Con techos de madera y grandes ventanales, {name} es {un} {tipo} muy acogedor{a}',
    '{name} es {un} {tipo} de estilo rústico',
    'Sencill{o} y bien cuidad{o}, {name} es {un} {tipo} de montaña',
    '{name} es {un} {tipo} con porche y jardín',
    'Construid{o} con troncos y piedra de la región, {name} es {un} {tipo} con mucho carácter',
    '{name} es {un} {tipo} tranquil{o}, lejos del ruido',
    '{name} es {un} {tipo} de dos niveles con balcón',
  ],
  tropical: [
    '{name} es {un} {tipo} con techo de palapa y muros claros',
    '{name} es {un} {tipo} abiert{o} a la brisa y a la luz',
    'Fresc{o}, luminos{o} y rodead{o} de vegetación, {name} es {un} {tipo} para bajar el ritmo',
    '{name} es {un} {tipo} de madera tropical y piedra',
    '{name} es {un} {tipo} de diseño sencillo y mucha sombra',
    'Hech{o} con materiales de la región, {name} es {un} {tipo} muy tranquil{o}',
    '{name} es {un} {tipo} con hamacas y terraza',
    '{name} es {un} {tipo} de inspiración caribeña',
    '{name} es {un} {tipo} rodead{o} de palmas',
  ],
  colonial: [
    '{name} es {un} {tipo} restaurad{o} con cariño',
    '{name} es {un} {tipo} de fachada colorida y patio interior',
    'Con pisos de pasta y vigas de madera, {name} es {un} {tipo} llen{o} de historia',
    '{name} es {un} {tipo} luminos{o}, de techos altos',
    '{name} es {un} {tipo} con patio, plantas y mucha calma',
    '{name} es {un} {tipo} que combina lo antiguo con comodidades actuales',
    'Detrás de un portón de madera, {name} es {un} {tipo} ampli{o} y fresc{o}',
  ],
};

const NUMBERS = [
  'cero',
  'un',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
];

/** "una recámara", "dos recámaras", "un baño"… (feminine nouns take "una"). */
export function counted(n: number, singular: string, plural: string, feminine = false): string {
  if (n === 1) return `${feminine ? 'una' : 'un'} ${singular}`;
  return `${NUMBERS[n] ?? String(n)} ${plural}`;
}

export const LAYOUTS = [
  'Tiene {R}, {C} y {B}, con espacio para hasta {G}.',
  'Cuenta con {R} y {B}; caben hasta {G} en {C}.',
  'Hay {R} con {C} y {B} para hasta {G}.',
  'Son {R}, {C} y {B}: lugar para {G}.',
];

export const STUDIO_LAYOUTS = [
  'Es un solo espacio abierto con {C} y {B}, para hasta {G}.',
  'Todo está en un mismo ambiente: {C}, {B} y lugar para {G}.',
];

/** Highlight sentences by amenity, some by climate. `{view}` is the destination's view. */
export const HIGHLIGHTS: Record<string, string[]> = {
  fireplace: [
    'La chimenea de la sala es el corazón de la casa en las noches frías.',
    'Hay leña lista junto a la chimenea para las noches de frío.',
    'Por la noche, la chimenea calienta la sala mientras afuera baja la neblina.',
  ],
  privatePool: [
    'La alberca privada es perfecta para refrescarse a cualquier hora.',
    'Tiene alberca privada rodeada de plantas y camastros para la tarde.',
    'La alberca, solo para los huéspedes, invita a nadar bajo las estrellas.',
  ],
  jacuzzi: [
    'El jacuzzi al aire libre es ideal para cerrar el día.',
    'Un jacuzzi con agua caliente espera en la terraza.',
  ],
  terrace: [
    'Desde la terraza se ve {view}.',
    'La terraza, con vista a {view}, es el mejor lugar para el café de la mañana.',
  ],
  hammocks: [
    'Las hamacas del corredor son la invitación perfecta a la siesta.',
    'Hay hamacas colgadas a la sombra para las horas de más calor.',
  ],
  barbecue: [
    'El asador del jardín pide una carne asada con amigos.',
    'Hay asador y mesa exterior para comer al aire libre.',
  ],
  sauna: ['Tiene sauna para después de un día de caminata.'],
  spa: ['Los huéspedes tienen acceso al spa, con masajes y temazcal.'],
  workspace: [
    'Con wifi y zona de trabajo, también funciona para quedarse unos días trabajando a distancia.',
  ],
  bathtub: ['El baño principal tiene una tina amplia para relajarse.'],
  boardGames: ['Hay juegos de mesa y libros para las tardes de lluvia.'],
  airConditioning: ['Todas las recámaras tienen aire acondicionado.'],
  kitchen: [
    'La cocina está completamente equipada.',
    'La cocina equipada permite preparar tus propias comidas.',
  ],
};

/** In order of how much a traveller cares. */
export const HIGHLIGHT_ORDER = [
  'privatePool',
  'fireplace',
  'jacuzzi',
  'terrace',
  'spa',
  'sauna',
  'hammocks',
  'barbecue',
  'bathtub',
  'workspace',
  'boardGames',
  'airConditioning',
  'kitchen',
];

export const CLOSERS: Array<{ upTo: number; lines: string[] }> = [
  {
    upTo: 2,
    lines: [
      'Ideal para una escapada en pareja.',
      'Un refugio íntimo para dos.',
      'Una opción tranquila para viajar en pareja o en solitario.',
    ],
  },
  {
    upTo: 5,
    lines: [
      'Ideal para familias pequeñas o para dos parejas.',
      'Una gran opción para familias o grupos pequeños de amigos.',
      'Hay espacio cómodo para una familia con niños.',
    ],
  },
  {
    upTo: 9,
    lines: [
      'Espacio de sobra para familias y grupos de amigos.',
      'Ideal para reuniones familiares y fines de semana con amigos.',
      'Una buena opción para viajar en grupo sin renunciar a la privacidad.',
    ],
  },
  {
    upTo: Infinity,
    lines: [
      'Ideal para grupos grandes, celebraciones y reuniones familiares.',
      'Hay lugar para todos: perfecto para celebraciones y viajes en grupo.',
    ],
  },
];

export const PETS_LINES = ['Tu mascota también es bienvenida.', 'Se admiten mascotas.'];

export const FIRST_NAMES = [
  'Mariana',
  'Alejandro',
  'Sofía',
  'Diego',
  'Valeria',
  'Luis',
  'Fernanda',
  'Carlos',
  'Daniela',
  'Jorge',
  'Regina',
  'Andrés',
  'Paola',
  'Ricardo',
  'Ximena',
  'Miguel',
  'Gabriela',
  'Eduardo',
  'Lucía',
  'Rodrigo',
  'Natalia',
  'Javier',
  'Camila',
  'Héctor',
  'Andrea',
  'Emilio',
  'Renata',
  'Arturo',
  'Itzel',
  'Óscar',
  'Karla',
  'Fernando',
  'Montserrat',
  'Sergio',
  'Alejandra',
  'Raúl',
  'Ana Sofía',
  'José Luis',
  'María José',
  'Juan Pablo',
  'Guadalupe',
  'Iván',
  'Elena',
  'Mauricio',
];

export const LAST_NAMES = [
  'García',
  'Hernández',
  'Martínez',
  'López',
  'González',
  'Rodríguez',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Flores',
  'Rivera',
  'Gómez',
  'Díaz',
  'Cruz',
  'Morales',
  'Reyes',
  'Gutiérrez',
  'Ortiz',
  'Chávez',
  'Ruiz',
  'Mendoza',
  'Aguilar',
  'Castillo',
  'Vázquez',
  'Jiménez',
  'Moreno',
  'Romero',
  'Navarro',
  'Domínguez',
  'Salazar',
  'Ibarra',
  'Zamora',
  'Velázquez',
];

export const HOSTS = [
  'Don Ernesto',
  'Doña Lupita',
  'Marisol',
  'Toño',
  'Rebeca',
  'Don Chema',
  'Carmen',
  'Beto',
  'Itzel',
  'Don Aurelio',
];

export const REVIEW_OPENERS: Record<3 | 4 | 5, string[]> = {
  5: [
    'Todo estuvo perfecto.',
    'Un lugar increíble, superó nuestras expectativas.',
    'Volveríamos sin pensarlo.',
    'De los mejores lugares en los que nos hemos quedado.',
    '¡Nos encantó!',
    'Una estancia de diez.',
    'Justo lo que necesitábamos para descansar.',
  ],
  4: [
    'Muy buena estancia.',
    'Muy bonito lugar y bien ubicado.',
    'Nos la pasamos muy bien.',
    'Buen lugar, muy cómodo.',
    'Lo recomendamos.',
  ],
  3: [
    'Estuvo bien en general.',
    'Un lugar agradable, con algunos detalles.',
    'Cumplió, aunque esperábamos un poco más.',
  ],
};

export const REVIEW_DETAILS: Record<string, string[]> = {
  any: [
    'El lugar está muy limpio y tal como en las fotos.',
    '{host} nos recibió con mucha amabilidad y nos dio buenas recomendaciones.',
    'La ubicación es excelente.',
    'Las camas son muy cómodas.',
    'La cocina tenía todo lo necesario.',
    'La comunicación con el anfitrión fue rápida y clara.',
    'Llegar fue muy fácil con las indicaciones que nos mandaron.',
  ],
  fireplace: [
    'La chimenea fue lo mejor en las noches frías.',
    'Nos dejaron leña de sobra para la chimenea.',
  ],
  privatePool: ['La alberca estaba impecable.', 'Pasamos las tardes en la alberca.'],
  jacuzzi: ['El jacuzzi de noche fue un lujo.'],
  view: ['Despertar viendo {view} no tiene precio.', 'La vista a {view} es espectacular.'],
  hammocks: ['Las hamacas son perfectas para la siesta.'],
  petsAllowed: ['Nuestro perro la pasó tan bien como nosotros.'],
};

export const REVIEW_COMPLAINTS = [
  'el wifi fallaba a ratos.',
  'el camino de acceso es complicado de noche.',
  'el agua caliente tardaba en salir.',
  'hacía falta un poco de mantenimiento en el baño.',
  'hubo algo de ruido de los vecinos el sábado.',
  'las almohadas podrían ser mejores.',
  'la señal de celular es débil.',
];
