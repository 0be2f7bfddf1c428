import { writeEditingProject, wipeLumaMap, type EditingProjectInput, type ProjectMedia } from '../../src/plugins/app/ai-post/kdenlive-project';
import { projectSettings, shotTransition, withDefaultSettings } from '../../src/plugins/app/ai-post/settings';
import { DEFAULT_SETTINGS, metadataFixture } from './support';

/*
 * The editing project writer (docs/adr/030), pure: every shot in order with its frames,
 * transitions as overlaps on alternating tracks, files shorter than their slot repeated,
 * the watermark over the shots, the closing logo after them, the background audio under
 * everything, and the settings read from the metadata with their defaults.
 */

const settings = DEFAULT_SETTINGS;

const image = (name: string): ProjectMedia => ({ file: `media/${name}.png`, kind: 'image', seconds: null, hasAudio: false });

function input(over: Partial<EditingProjectInput> = {}): EditingProjectInput {
  return {
    title: 'Beach & "friends" <day>',
    documentId: '1700000000000',
    settings,
    shots: [
      { shotNumber: 1, title: 'Dawn', seconds: 5, media: image('shot-01'), transition: { kind: 'dissolve', seconds: 0.5 } },
      { shotNumber: 2, title: 'Maya', seconds: 4, media: { file: 'media/shot-02.mp4', kind: 'video', seconds: 1.5, hasAudio: true }, transition: { kind: 'cut', seconds: 0 } },
      { shotNumber: 3, title: 'Bags', seconds: 3, media: null, transition: { kind: 'wipe', seconds: 1 } },
      { shotNumber: 4, title: 'Thanks', seconds: 6, media: image('shot-04'), transition: { kind: 'slide', seconds: 0.5 } },
    ],
    watermark: image('watermark'),
    closingLogo: image('closing-logo'),
    backgroundAudio: { file: 'media/background-audio.wav', kind: 'audio', seconds: 7, hasAudio: true },
    wipeLuma: 'media/wipe.pgm',
    ...over,
  };
}

/** The `<entry>` elements of a playlist, as [producer, in, out]. */
function entriesOf(xml: string, playlistId: string): [string, number, number][] {
  const body = new RegExp(`<playlist id="${playlistId}">([\\s\\S]*?)</playlist>`).exec(xml)?.[1] ?? '';
  return [...body.matchAll(/<entry producer="([^"]+)" in="(\d+)" out="(\d+)"/g)].map((m) => [m[1] ?? '', Number(m[2]), Number(m[3])]);
}

/** The resource a producer reads. */
const resourceOf = (xml: string, producerId: string): string | undefined =>
  new RegExp(`<producer id="${producerId}"[^>]*>[\\s\\S]*?<property name="resource">([^<]*)</property>`).exec(xml)?.[1];

describe('the editing project writer', () => {
  it('places every shot in order for its length, then the closing logo; the whole lasts their sum', () => {
    const project = writeEditingProject(input());
    expect(project.fps).toBe(25);
    expect(project.frames).toBe((5 + 4 + 3 + 6 + 3) * 25);
    expect(project.seconds).toBe(21);
    expect(project.clips.map((c) => [c.shotNumber, c.file, c.start, c.frames])).toEqual([
      [1, 'media/shot-01.png', 0, 125],
      [2, 'media/shot-02.mp4', 125, 100],
      [3, null, 225, 75],
      [4, 'media/shot-04.png', 300, 150],
      [null, 'media/closing-logo.png', 450, 75],
    ]);
    // A transition makes the next clip change track; a cut keeps it.
    expect(project.clips.map((c) => c.track)).toEqual([0, 1, 1, 0, 1]);
    // The document's length: the black track and the main tractor end with the last frame.
    expect(project.xml).toContain('<producer id="black_track" in="0" out="524">');
    expect(project.xml).toMatch(/<tractor id="tractor\d+" in="0" out="524">\n {2}<property name="kdenlive:projectTractor">1<\/property>/);
  });

  it('lists every shot in the bin and on the tracks, overlapping the next one by its transition', () => {
    const { xml } = writeEditingProject(input());
    for (const n of [1, 2, 3, 4]) expect(xml).toContain(`<property name="kdenlive:clipname">Shot ${n}: `);
    expect(xml).toContain('<property name="kdenlive:clipname">Shot 3 (no media)</property>');
    const shotsA = entriesOf(xml, 'playlist0');
    const shotsB = entriesOf(xml, 'playlist1');
    // Shot 1 (A) runs 0.5 s (13 frames) into shot 2; shot 3 follows shot 2 on B by a cut; shot 3 runs 1 s into shot 4 (A);
    // shot 4 runs 0.5 s into the logo (B). The 1.5 s video fills its 4 s (and nothing more: a cut) by repeating.
    expect(shotsA.map(([, i, o]) => [i, o])).toEqual([[0, 125 + 13 - 1], [0, 150 + 13 - 1]]);
    expect(shotsB.map(([, i, o]) => [i, o])).toEqual([[0, 36], [0, 36], [0, 25], [0, 75 + 25 - 1], [0, 74]]);
    expect(resourceOf(xml, shotsA[0]?.[0] ?? '')).toBe('media/shot-01.png');
    expect(resourceOf(xml, shotsB[0]?.[0] ?? '')).toBe('media/shot-02.mp4');
    expect(resourceOf(xml, shotsB[3]?.[0] ?? '')).toBe('0x000000ff');
    expect(resourceOf(xml, shotsA[1]?.[0] ?? '')).toBe('media/shot-04.png');
    expect(resourceOf(xml, shotsB[4]?.[0] ?? '')).toBe('media/closing-logo.png');
    // Blanks keep each clip at its start.
    expect(xml).toMatch(/<playlist id="playlist0">\n( {2}<property[^\n]*\n)*?\s*<entry producer="producer\d+" in="0" out="137">[\s\S]*?<blank length="162"\/>/);
    // The video's sound is on the sound track under it, as Kdenlive splits audio and video.
    expect(entriesOf(xml, 'playlist3')).toHaveLength(3);
    expect(entriesOf(xml, 'playlist2')).toHaveLength(0);
  });

  it('writes the transitions between the two shot tracks, each the way the incoming shot goes', () => {
    const { xml } = writeEditingProject(input());
    const transitions = [...xml.matchAll(/<transition id="[^"]+">([\s\S]*?)<\/transition>/g)].map((m) => m[1] ?? '');
    const between = transitions.filter((t) => /name="a_track">4</.test(t) && /name="b_track">5</.test(t));
    expect(between).toHaveLength(3);
    expect(between[0]).toMatch(/name="in">125<[\s\S]*name="out">137<[\s\S]*mlt_service">luma<[\s\S]*kdenlive_id">dissolve<[\s\S]*reverse">0</);
    expect(between[1]).toMatch(/name="in">300<[\s\S]*name="out">324<[\s\S]*mlt_service">luma<[\s\S]*kdenlive_id">wipe<[\s\S]*reverse">1<[\s\S]*resource">media\/wipe.pgm</);
    expect(between[2]).toMatch(/name="in">450<[\s\S]*name="out">462<[\s\S]*mlt_service">affine<[\s\S]*rect">0=100%\/0%:100%x100%:100%;12=0%\/0%:100%x100%:100%</);
    // Kdenlive's own: sound mixed, both shot tracks composited, the watermark on top over the shots only.
    expect(transitions.filter((t) => /mlt_service">mix</.test(t))).toHaveLength(3);
    const watermark = transitions.find((t) => /b_track">6</.test(t)) ?? '';
    expect(watermark).toMatch(/name="in">0<[\s\S]*name="out">449<[\s\S]*rect">82%\/70\.333%:15%x26\.667%:80%<[\s\S]*halign">right<[\s\S]*valign">bottom</);
  });

  it('puts the background audio under everything, repeated to the end, at its volume', () => {
    const { xml } = writeEditingProject(input());
    const music = entriesOf(xml, 'playlist4');
    expect(music.map(([, i, o]) => o - i + 1)).toEqual([175, 175, 175]);
    expect(resourceOf(xml, music[0]?.[0] ?? '')).toBe('media/background-audio.wav');
    expect(xml).toMatch(/<property name="mlt_service">volume<\/property>\n\s*<property name="gain">0\.3<\/property>/);
  });

  it('sets the profile from the settings and keeps the texts escaped', () => {
    const portrait = writeEditingProject(input({ settings: { ...settings, width: 1080, height: 1920, fps: 30 } }));
    expect(portrait.xml).toContain(
      '<profile description="Vertical 1080p 30 fps" width="1080" height="1920" progressive="1" sample_aspect_num="1" sample_aspect_den="1" display_aspect_num="9" display_aspect_den="16" frame_rate_num="30" frame_rate_den="1" colorspace="709"/>',
    );
    expect(portrait.frames).toBe(21 * 30);
    expect(portrait.xml).toContain('title="Beach &amp; &quot;friends&quot; &lt;day&gt;"');
    expect(portrait.xml).not.toContain('<day>');
    expect(portrait.xml).toContain('<property name="kdenlive:docproperties.version">1.04</property>');
  });

  it('leaves out what the storyboard does not have', () => {
    const bare = writeEditingProject(input({ watermark: null, closingLogo: null, backgroundAudio: null }));
    expect(bare.seconds).toBe(18);
    expect(bare.xml).not.toContain('closing-logo');
    expect(bare.xml).not.toContain('b_track">6<');
    expect(bare.xml).not.toContain('mlt_service">volume<');
    expect(entriesOf(bare.xml, 'playlist4')).toEqual([]);
  });

  it('draws the wipe as a left-to-right binary PGM', () => {
    const pgm = wipeLumaMap(4, 2);
    expect(pgm.subarray(0, 11).toString('ascii')).toBe('P5\n4 2\n255\n');
    expect([...pgm.subarray(11)]).toEqual([0, 85, 170, 255, 0, 85, 170, 255]);
  });
});

describe('the post-production settings', () => {
  it('reads the generators settings, in the storyboard orientation', () => {
    expect(projectSettings(metadataFixture(1, { shots: [{ seconds: 5 }] }))).toEqual(DEFAULT_SETTINGS);
    const portrait = metadataFixture(1, { format: 1, shots: [{ seconds: 5 }] });
    expect(projectSettings(portrait)).toMatchObject({ width: 1080, height: 1920 });
    // A landscape size named for a portrait storyboard is turned.
    const turned = { ...portrait, post_production_global_settings: { video: { kdenlive_ids: [{ id: 'resolution', value: '1280x720', value_list: '1280x720,1920x1080', description: '' }] } } };
    expect(projectSettings(turned)).toMatchObject({ width: 720, height: 1280 });
  });

  it('takes the default for a value outside its choices, and for what is missing', () => {
    const odd = metadataFixture(1, {
      shots: [{ seconds: 5 }],
      settings: [
        { id: 'fps', value: '1000', value_list: '24,25,30,1000', description: '' },
        { id: 'watermark_position', value: 'centre', value_list: 'top-left,centre', description: '' },
        { id: 'transition', value: 'wipe', value_list: 'cut,dissolve,wipe,slide', description: '' },
      ],
    });
    expect(projectSettings(odd)).toMatchObject({ fps: 25, watermarkPosition: 'bottom-right', transition: 'wipe', closingLogoSeconds: 3 });
  });

  it("gives each shot its own transition, else the storyboard's; a cut takes no time", () => {
    const s = projectSettings(metadataFixture(1, { shots: [{ seconds: 5 }] }));
    const [own, plain, cut] = metadataFixture(1, { shots: [{ seconds: 5, transition: 'slide' }, { seconds: 5 }, { seconds: 5, transition: 'cut' }] }).shots;
    expect(shotTransition(own ?? { kdenlive_ids: [] }, s)).toEqual({ kind: 'slide', seconds: 0.5 });
    expect(shotTransition(plain ?? { kdenlive_ids: [] }, s)).toEqual({ kind: 'dissolve', seconds: 0.5 });
    expect(shotTransition(cut ?? { kdenlive_ids: [] }, s)).toEqual({ kind: 'cut', seconds: 0 });
  });

  it('adds the settings the metadata lacks with their defaults, and nothing when none is missing', () => {
    const bare = metadataFixture(1, { shots: [{ seconds: 5 }, { seconds: 5, transition: 'wipe' }], settings: [] });
    const filled = withDefaultSettings(bare);
    expect(filled?.post_production_global_settings.video.kdenlive_ids.map((s) => s.id)).toEqual([
      'resolution',
      'fps',
      'transition',
      'transition_duration',
      'watermark_position',
      'watermark_opacity',
      'closing_logo_duration',
      'background_audio_volume',
    ]);
    expect(filled?.shots.map((s) => s.kdenlive_ids.map((k) => `${k.id}=${k.value}`))).toEqual([
      ['transition=dissolve', 'transition_duration=0.5'],
      ['transition=wipe', 'transition_duration=0.5'],
    ]);
    expect(withDefaultSettings(filled ?? bare)).toBeNull();
  });
});
