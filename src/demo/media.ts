/**
 * The demo's slideshow pictures and looping track, made by the project
 * itself, so the demo needs no download: SVG scenes drawn from shapes,
 * and a WAV of generated PCM. Pure functions, so tests check what they make.
 */

export interface DemoSlide {
  file: string;
  /** What the picture shows, for readers who cannot see it. */
  alt: string;
  caption: string;
  svg: string;
}

const W = 800;
const H = 450;
const scene = (sky: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
  `<rect width="${W}" height="${H}" fill="${sky}"/>${body}</svg>`;
const water = (fill: string) => `<path d="M0 300 L800 300 L800 450 L0 450 Z" fill="${fill}"/>`;
const banks = '<path d="M0 250 Q200 220 400 250 T800 250 L800 300 L0 300 Z" fill="#3d7a3a"/>';
const stars = [60, 140, 230, 330, 470, 560, 650, 740]
  .map((x, i) => `<circle cx="${x}" cy="${40 + ((i * 37) % 120)}" r="2" fill="#fff"/>`)
  .join('');

export const DEMO_SLIDES: DemoSlide[] = [
  {
    file: 'towpath-dawn.svg',
    alt: 'Drawing of a canal at dawn: an orange sun low over calm blue water between green banks.',
    caption: 'Dawn on the towpath',
    svg: scene('#f6c98f', `<circle cx="560" cy="230" r="60" fill="#e8702a"/>${banks}${water('#4f7fb0')}`),
  },
  {
    file: 'lock-gate.svg',
    alt: 'Drawing of a brown wooden lock gate across the canal, with a white footbridge above it.',
    caption: 'The second lock',
    svg: scene(
      '#bcdcf2',
      `${banks}${water('#4f7fb0')}<rect x="330" y="230" width="140" height="150" fill="#7a4a24"/>` +
        '<rect x="300" y="200" width="200" height="16" fill="#fff" stroke="#555" stroke-width="2"/>',
    ),
  },
  {
    file: 'heron.svg',
    alt: 'Drawing of a grey heron standing on one thin leg in the shallows beside tall reeds.',
    caption: 'The very patient heron',
    svg: scene(
      '#dbe9f4',
      `${banks}${water('#5d8fbf')}<ellipse cx="400" cy="230" rx="45" ry="25" fill="#8a8f96"/>` +
        '<path d="M430 215 Q450 160 470 150 L500 155 L470 160 Q455 175 445 220 Z" fill="#8a8f96"/>' +
        '<rect x="398" y="250" width="4" height="70" fill="#444"/>' +
        '<path d="M120 300 L125 180 M140 300 L150 170 M160 300 L158 190" stroke="#556b2f" stroke-width="6"/>',
    ),
  },
  {
    file: 'narrowboat.svg',
    alt: 'Drawing of a long narrowboat painted red and green, moored beside the path.',
    caption: 'Moored for the night',
    svg: scene(
      '#cfe6f7',
      `${banks}${water('#4f7fb0')}<path d="M150 300 L650 300 L630 340 L170 340 Z" fill="#b3262b"/>` +
        '<rect x="220" y="250" width="360" height="50" fill="#2f6b3b"/>' +
        '<rect x="250" y="262" width="30" height="22" fill="#f3d36b"/><rect x="320" y="262" width="30" height="22" fill="#f3d36b"/>',
    ),
  },
  {
    file: 'canal-night.svg',
    alt: 'Drawing of the canal at night: a pale crescent moon and white stars over dark water.',
    caption: 'Walking back under the stars',
    svg: scene(
      '#14213d',
      `${stars}<circle cx="650" cy="90" r="40" fill="#f5f0d0"/><circle cx="670" cy="80" r="38" fill="#14213d"/>` +
        '<path d="M0 250 Q200 220 400 250 T800 250 L800 300 L0 300 Z" fill="#1f3b24"/>' +
        water('#0f2a47'),
    ),
  },
];

/** The looping track: its title, and the stand-in provider the demo credits. */
export const DEMO_TRACK = {
  file: 'canal-evening.wav',
  title: 'Canal evening',
  provider: 'Porchlight Sounds',
  page: '/demo-media/sounds',
};

const RATE = 16000;
const NOTE_SECONDS = 0.5;
/** A major arpeggio up and down: 8 notes of half a second, 4 s in all. */
const NOTES_HZ = [220, 277, 330, 440, 554, 440, 330, 277];

/**
 * A 4-second arpeggio as 16-bit mono PCM in a WAV container. Every note rises
 * from silence and falls back to it, so the loop has no click at the seam.
 */
export function loopWav(): Buffer {
  const perNote = Math.round(RATE * NOTE_SECONDS);
  const samples = perNote * NOTES_HZ.length;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(RATE, 24);
  wav.writeUInt32LE(RATE * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  NOTES_HZ.forEach((hz, note) => {
    for (let i = 0; i < perNote; i++) {
      const envelope = Math.sin((Math.PI * i) / perNote); // 0 → 1 → 0 over the note
      const value = Math.sin((2 * Math.PI * hz * i) / RATE) * envelope * 0.3;
      wav.writeInt16LE(Math.round(value * 32767), 44 + (note * perNote + i) * 2);
    }
  });
  return wav;
}
