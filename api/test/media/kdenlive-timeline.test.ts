import { framesOf, readProjectTimeline, ProjectFormatError } from '../../src/plugins/app/media/kdenlive-timeline';
import { childElements, parseXml, textOf, XmlError } from '../../src/plugins/app/media/mlt-xml';
import { archivePathOf } from '../../src/plugins/app/media/editing-project-importer';

/*
 * The editing project's XML and timeline, read without the file system: the strict XML
 * subset (entities, CDATA, comments; DOCTYPEs, undefined entities and malformed documents
 * refused), and a Kdenlive project as Kdenlive 23.04 and later writes it (chains, clock
 * times, a sequence inside the project tractor, a title over a shot, a gap) read as shots.
 */

describe('the XML subset', () => {
  it('reads elements, attributes, text, references and CDATA, skipping comments and instructions', () => {
    const root = parseXml(`\uFEFF<?xml version='1.0' encoding='UTF-8'?>
<!-- a comment -->
<mlt title="Fish &amp; chips &#233;&#x1F3AC;" note='single "quoted"'>
  <?kdenlive something?>
  <property name="a">x &lt; y &gt; z &quot;&apos;</property>
  <property name="b"><![CDATA[<not> &markup;]]></property>
  <empty/>
</mlt>
`);
    expect(root.name).toBe('mlt');
    expect(root.attrs).toEqual({ title: 'Fish & chips é🎬', note: 'single "quoted"' });
    const [a, b] = childElements(root, 'property');
    expect(textOf(a!)).toBe(`x < y > z "'`);
    expect(textOf(b!)).toBe('<not> &markup;');
    expect(childElements(root).map((e) => e.name)).toEqual(['property', 'property', 'empty']);
  });

  it.each([
    ['a DOCTYPE', '<!DOCTYPE mlt [<!ENTITY x "y">]><mlt/>', /DOCTYPE at line 1: DTDs and entity declarations are not accepted/],
    ['an external DOCTYPE', '<?xml version="1.0"?>\n<!DOCTYPE mlt SYSTEM "file:///etc/passwd"><mlt/>', /DOCTYPE at line 2/],
    ['a declaration inside', '<mlt><!ENTITY x "y"></mlt>', /A declaration at line 1/],
    ['an undefined entity', '<mlt>&xxe;</mlt>', /undefined entity \(&xxe;\)/],
    ['an entity in an attribute', '<mlt title="&nbsp;"/>', /undefined entity \(&nbsp;\)/],
    ['a bare ampersand', '<mlt>fish & chips</mlt>', /A bare &/],
    ['a NUL reference', '<mlt>&#0;</mlt>', /character reference XML does not allow/],
    ['a control character', '<mlt>\u0001</mlt>', /character XML does not allow \(U\+0001\)/],
    ['another encoding', '<?xml version="1.0" encoding="ISO-8859-1"?><mlt/>', /only UTF-8 is accepted/],
    ['mismatched tags', '<mlt><a></b></mlt>', /closing tag that matches no open element/],
    ['an unclosed element', '<mlt><a>', /ends inside <a>/],
    ['two roots', '<mlt/><mlt/>', /second root element/],
    ['text outside the root', 'hello <mlt/>', /Text outside the root element/],
    ['a duplicate attribute', '<mlt a="1" a="2"/>', /attribute a twice/],
    ['an unquoted attribute', '<mlt a=1/>', /malformed tag/],
    ['nothing at all', '   ', /no root element/],
  ])('refuses %s', (_, xml, message) => {
    expect(() => parseXml(xml)).toThrow(XmlError);
    expect(() => parseXml(xml)).toThrow(message);
  });

  it('refuses documents deeper or larger than its limits', () => {
    const deep = `${'<a>'.repeat(70)}${'</a>'.repeat(70)}`;
    expect(() => parseXml(deep)).toThrow('more than 64 deep');
    expect(() => parseXml(`<r>${'<e/>'.repeat(11)}</r>`, { maxDepth: 8, maxElements: 10, maxAttributes: 4 })).toThrow('more than 10 elements');
    expect(() => parseXml('<r a="1" b="2" c="3"/>', { maxDepth: 8, maxElements: 10, maxAttributes: 2 })).toThrow('more than 2 attributes');
  });
});

/** A project as Kdenlive 23.08 writes one (trimmed): bin clips, timeline chains, a sequence, clock times. */
const KDENLIVE_23 = `<?xml version='1.0' encoding='utf-8'?>
<mlt LC_NUMERIC="C" producer="main_bin" version="7.18.0" root="/home/maya/Videos/beach" title="Anonymous Submission">
 <profile description="HD 1080p 30 fps" width="1920" height="1080" progressive="1" frame_rate_num="30000" frame_rate_den="1001" colorspace="709"/>
 <chain id="chain0" out="00:00:09.977">
  <property name="length">300</property>
  <property name="resource">clips/arrival.mp4</property>
  <property name="mlt_service">avformat-novalidate</property>
  <property name="kdenlive:clipname">Arrival at dawn</property>
  <property name="kdenlive:id">4</property>
 </chain>
 <producer id="producer0" in="00:00:00.000" out="00:03:59.977">
  <property name="length">7200</property>
  <property name="resource">/home/maya/Videos/beach/photos/bags.jpg</property>
  <property name="mlt_service">qimage</property>
  <property name="kdenlive:clipname"/>
  <property name="kdenlive:id">5</property>
 </producer>
 <producer id="producer1" in="0" out="149">
  <property name="length">150</property>
  <property name="mlt_service">kdenlivetitle</property>
  <property name="kdenlive:clipname">Lower third</property>
  <property name="kdenlive:id">6</property>
 </producer>
 <producer id="black_track" in="0" out="900"><property name="resource">black</property><property name="mlt_service">color</property></producer>
 <chain id="chain1" out="00:00:09.977">
  <property name="length">300</property>
  <property name="resource">clips/arrival.mp4</property>
  <property name="mlt_service">avformat-novalidate</property>
  <property name="kdenlive:id">4</property>
 </chain>
 <producer id="producer2" in="00:00:00.000" out="00:03:59.977">
  <property name="resource">/home/maya/Videos/beach/photos/bags.jpg</property>
  <property name="mlt_service">qimage</property>
  <property name="kdenlive:id">5</property>
 </producer>
 <chain id="chain2" out="00:00:09.977">
  <property name="length">300</property>
  <property name="resource">/elsewhere/interview.mov</property>
  <property name="mlt_service">avformat-novalidate</property>
  <property name="kdenlive:clipname">Maya speaks</property>
 </chain>
 <producer id="producer3" in="0" out="149">
  <property name="mlt_service">kdenlivetitle</property>
  <property name="kdenlive:id">6</property>
 </producer>
 <playlist id="playlist0"><property name="kdenlive:audio_track">1</property><entry producer="chain1" in="00:00:01.001" out="00:00:04.004"/></playlist>
 <playlist id="playlist1"><property name="kdenlive:audio_track">1</property></playlist>
 <tractor id="tractor0" in="0" out="900"><property name="kdenlive:audio_track">1</property><property name="kdenlive:track_name">A1</property><track hide="video" producer="playlist0"/><track hide="video" producer="playlist1"/></tractor>
 <playlist id="playlist2">
  <entry producer="chain1" in="00:00:01.001" out="00:00:04.004"><property name="kdenlive:id">4</property></entry>
  <blank length="00:00:01.001"/>
  <entry producer="producer2" in="00:00:00.000" out="00:00:04.971"><property name="kdenlive:id">5</property></entry>
  <entry producer="chain2" in="30" out="119"/>
 </playlist>
 <playlist id="playlist3"/>
 <tractor id="tractor1" in="0" out="900"><property name="kdenlive:track_name">V1</property><track hide="audio" producer="playlist2"/><track hide="audio" producer="playlist3"/></tractor>
 <playlist id="playlist4">
  <blank length="00:00:05.005"/>
  <entry producer="producer3" in="0" out="59"/>
 </playlist>
 <playlist id="playlist5"/>
 <tractor id="tractor2" in="0" out="900"><property name="kdenlive:track_name">V2</property><track hide="audio" producer="playlist4"/><track hide="audio" producer="playlist5"/></tractor>
 <tractor id="{f1b3c0de-0000-4000-8000-000000000001}" in="0" out="900">
  <property name="kdenlive:uuid">{f1b3c0de-0000-4000-8000-000000000001}</property>
  <track producer="black_track"/>
  <track producer="tractor0"/>
  <track producer="tractor1"/>
  <track producer="tractor2"/>
 </tractor>
 <playlist id="main_bin">
  <property name="kdenlive:docproperties.version">1.1</property>
  <property name="kdenlive:documentnotes">&lt;!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0//EN"&gt;&lt;html&gt;&lt;head&gt;&lt;style type="text/css"&gt;p { white-space: pre-wrap; }&lt;/style&gt;&lt;/head&gt;&lt;body&gt;&lt;p&gt;Beach clean-up, take two&lt;/p&gt;&lt;p&gt;Volunteers &amp;amp; the sea&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</property>
  <entry producer="{f1b3c0de-0000-4000-8000-000000000001}" in="0" out="0"/>
  <entry producer="chain0" in="0" out="299"/>
  <entry producer="producer0" in="0" out="7199"/>
  <entry producer="producer1" in="0" out="149"/>
 </playlist>
 <tractor id="tractor3" in="0" out="900">
  <property name="kdenlive:projectTractor">1</property>
  <track producer="{f1b3c0de-0000-4000-8000-000000000001}" in="0" out="900"/>
 </tractor>
</mlt>
`;

describe('the project timeline', () => {
  it('reads a Kdenlive 23 project: the video clips in order, named, each until the next starts', () => {
    const timeline = readProjectTimeline(KDENLIVE_23);
    expect(timeline.fps).toEqual({ num: 30000, den: 1001 });
    expect(timeline.root).toBe('/home/maya/Videos/beach');
    // No title on the tractor: the notes' first paragraph (Kdenlive's default document title names nothing).
    expect(timeline.title).toBe('Beach clean-up, take two');
    expect(timeline.notes).toBe('Beach clean-up, take two\nVolunteers & the sea');
    const fps = 30000 / 1001;
    const arrival = framesOf('00:00:04.004', fps)! - framesOf('00:00:01.001', fps)! + 1;
    const gap = framesOf('00:00:01.001', fps)!;
    // The sound track's clip, the title over the picture and the black track are no shots.
    expect(timeline.shots).toEqual([
      { title: 'Arrival at dawn', startFrame: 0, frames: arrival, resources: ['clips/arrival.mp4'], inFrame: 30, usedFrames: arrival, loops: false },
      // No name of its own: its file's.
      { title: 'bags', startFrame: arrival + gap, frames: 150, resources: ['/home/maya/Videos/beach/photos/bags.jpg'], inFrame: 0, usedFrames: 150, loops: false },
      { title: 'Maya speaks', startFrame: arrival + gap + 150, frames: 90, resources: ['/elsewhere/interview.mov'], inFrame: 30, usedFrames: 90, loops: false },
    ]);
  });

  it('reads the times MLT writes', () => {
    expect(framesOf('125', 25)).toBe(125);
    expect(framesOf('00:00:05.000', 25)).toBe(125);
    expect(framesOf('00:01:00,500', 30)).toBe(1815);
    expect(framesOf('00:00:05:12', 25)).toBe(137);
    expect(framesOf('2.5', 30)).toBe(75);
    expect(framesOf('soon', 25)).toBeNull();
    expect(framesOf(undefined, 25)).toBeNull();
  });

  it('takes the document’s last tractor when no tractor is marked as the project’s', () => {
    const xml = `<mlt><profile frame_rate_num="25" frame_rate_den="1"/>
      <producer id="p1" out="49"><property name="resource">a.png</property></producer>
      <producer id="p2" out="49"><property name="resource">b.png</property></producer>
      <playlist id="one"><entry producer="p1"/></playlist>
      <playlist id="two"><entry producer="p2"/><entry producer="p1" in="0" out="24"/></playlist>
      <tractor id="old"><track producer="one"/></tractor>
      <tractor id="new"><multitrack><track producer="two"/></multitrack></tractor>
    </mlt>`;
    expect(readProjectTimeline(xml).shots.map((s) => [s.title, s.startFrame, s.frames])).toEqual([
      ['b', 0, 50],
      ['a', 50, 25],
    ]);
  });

  it('refuses what is no project, naming the fault', () => {
    expect(() => readProjectTimeline('<project/>')).toThrow(ProjectFormatError);
    expect(() => readProjectTimeline('<mlt><profile frame_rate_num="0" frame_rate_den="1"/></mlt>')).toThrow('no valid frame rate');
    expect(() => readProjectTimeline('<mlt/>')).toThrow('no timeline');
    expect(() => readProjectTimeline('<mlt><playlist id="a"><entry producer="ghost" in="0" out="1"/></playlist><tractor><track producer="a"/></tractor></mlt>')).toThrow(
      'names a producer the project does not have (ghost)',
    );
    expect(() => readProjectTimeline('<mlt><producer id="p"/><playlist id="a"><entry producer="p" in="5" out="1"/></playlist><tractor><track producer="a"/></tractor></mlt>')).toThrow(
      'no valid in and out points',
    );
  });
});

describe('media names of the project in the archive', () => {
  it('resolves names relative to the project, or absolute under its root; nothing outside', () => {
    expect(archivePathOf('media/shot-01.png', 'storyboard-7', null)).toBe('storyboard-7/media/shot-01.png');
    expect(archivePathOf('./media/../media/a.png', '.', null)).toBe('media/a.png');
    expect(archivePathOf('/home/maya/beach/clips/a.mp4', 'beach', '/home/maya/beach')).toBe('beach/clips/a.mp4');
    expect(archivePathOf('C:\\Users\\maya\\beach\\a.mp4', 'beach', 'C:\\Users\\maya\\beach')).toBe('beach/a.mp4');
    expect(archivePathOf('/elsewhere/a.mp4', 'beach', '/home/maya/beach')).toBeNull();
    expect(archivePathOf('../../etc/passwd', 'beach', null)).toBeNull();
    expect(archivePathOf('/etc/passwd', '.', null)).toBeNull();
  });
});
