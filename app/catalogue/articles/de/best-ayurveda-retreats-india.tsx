import { mediaImage } from "../../media";
import { site } from "../../site";
import { ArticleFigure } from "../article-figure";
import type { ArticleBodyProps } from "../article-link";

const consultation = mediaImage(
  "articles/best-ayurveda-retreats-india/consultation",
  "Ein Sprechzimmer mit Palmblatt-Manuskripten, einem Mörser aus Messing, Schalen voller Kräuter und einer kleinen Öllampe",
);
const backwaters = mediaImage(
  "retreats/gut-regeneration-14-day/hero",
  "Ein Reisboot mit Strohdach auf den Backwaters von Kerala im ersten Morgenlicht",
);

export default function BestAyurvedaRetreatsIndia({ Link }: ArticleBodyProps) {
  return (
    <div className="article-body">
      <p>
        In Indien nennen sich Tausende Häuser Ayurveda-Retreat. Manche sind Kliniken mit angeschlossenen Zimmern, manche Spas mit einer
        ayurvedischen Behandlungskarte, und nur wenige sind echte Orte der Heilung, an denen Arzt, Therapeutenteam und Küche gemeinsam für
        jeden einzelnen Gast arbeiten. Die Wahl will gut überlegt sein: Hinter demselben Wort, Panchakarma, kann sich eine Woche Massagen
        verbergen – oder eine sorgfältig ärztlich begleitete Reinigungskur.
      </p>
      <p>
        Wir haben unser ganzes Berufsleben dem Ayurveda gewidmet, und oft werden wir gefragt, wohin wir eine Freundin oder einen Freund
        sonst schicken würden. Dies ist unsere ehrliche Liste. Unser eigenes Retreat steht an erster Stelle, weil wir es am besten kennen
        und weil es auf allem aufbaut, was uns wichtig ist. Die übrigen beschreiben wir nach Art und Region, damit Sie erkennen, welche Art
        von Ort zu Ihnen passt.
      </p>

      <h2>Worauf wir geachtet haben</h2>
      <ul>
        <li>
          <strong>Ärztliche Leitung.</strong> Eine ausgebildete Ayurveda-Ärztin oder ein Ayurveda-Arzt (BAMS oder höher) sollte Sie bei der
          Ankunft untersuchen, Ihren Puls lesen und Ihr Programm täglich überprüfen.
        </li>
        <li>
          <strong>Klassische Therapien.</strong> Abhyanga, Shirodhara, Kizhi und bei längeren Aufenthalten die vollständige
          Panchakarma-Abfolge mit Virechana und Basti, ausgeführt von geschulten Therapeutinnen und Therapeuten.
        </li>
        <li>
          <strong>Essen als Medizin.</strong> Frisch gekochte, sattvische vegetarische Mahlzeiten, abgestimmt auf Ihre Konstitution – kein
          Buffet.
        </li>
        <li>
          <strong>Kleine Gruppen.</strong> Je weniger Gäste, desto mehr Aufmerksamkeit für jeden Einzelnen.
        </li>
        <li>
          <strong>Umgebung und Kultur.</strong> Eine ruhige Lage und eine Verbindung zu den lebendigen Traditionen des Ortes.
        </li>
      </ul>

      <h2>1. {site.name}, Chowara, Trivandrum (Kerala)</h2>
      <p>
        Auf den Klippen über dem Strand von Chowara, fünfunddreißig Minuten vom internationalen Flughafen Trivandrum entfernt, empfängt das{" "}
        {site.shortName} nie mehr als sechs Gäste zugleich. Jeder Aufenthalt beginnt mit einer ärztlichen Pulsdiagnose (Nadi Pariksha), und
        der Arzt sieht jeden Gast täglich, um Öle, Arzneien und Ernährung anzupassen. Die Programme reichen von einem viertägigen Kultur-
        und Kulinarik-Retreat bis zu einem vierzehntägigen klassischen Panchakarma mit Virechana und Basti; zweimal täglich wird in einem
        offenen Pavillon über dem Meer Yoga geübt.
      </p>
      <p>
        Die Mahlzeiten sind sattvisch und vegetarisch, frisch zubereitet von einer Küche, die jeden Gast beim Namen kennt, und zu den
        Programmen gehören kulturelle Ausflüge: Gewürzgärten, Tempel zur Stunde, in der die Lampen entzündet werden, die Backwaters und
        Kathakali. Mit über 500 verifizierten Bewertungen von Gästen aus aller Welt ist es das Retreat, das wir jedem empfehlen würden, der
        authentisches Ayurveda mit der Ruhe und dem Komfort eines kleinen Luxushauses sucht.{" "}
        <Link to="/retreats">Entdecken Sie unsere Retreats</Link>.
      </p>
      <ArticleFigure image={consultation} caption="Jedes Programm beginnt mit einem Gespräch und einer Pulsdiagnose." />

      <h2>2. Eine klassische Ayurveda-Klinik in Kottakkal (Malabar, Kerala)</h2>
      <p>
        Kottakkal ist seit mehr als einem Jahrhundert ein Zentrum der ayurvedischen Medizin, und seine Klinikgelände bieten einige der
        gründlichsten klinischen Behandlungen des Landes. Die Zimmer sind schlicht, die Atmosphäre eher medizinisch als erholsam – doch für
        Gäste mit einer bestimmten chronischen Erkrankung, denen die Behandlung über alles geht, gibt es kaum angesehenere Adressen.
      </p>

      <h2>3. Ein Ayurveda-Resort an den Backwaters in Kumarakom (Kerala)</h2>
      <p>
        Am Ufer des Vembanad-Sees verbinden die Backwater-Resorts ayurvedische Behandlungen mit einigen der schönsten Landschaften Indiens:
        Kokoshaine, Dorfkanäle und Reisboote, die im Abendlicht vorübergleiten. Wählen Sie ein Haus mit eigener Ärztin oder eigenem Arzt
        statt bloßer Spa-Karte, und rechnen Sie mit größeren Gruppen als an der Küste.
      </p>
      <ArticleFigure image={backwaters} caption="Die Backwaters von Kerala sind ein Tagesausflug von der Küste." />

      <h2>4. Ein Yoga- und Ayurveda-Retreat auf den Klippen von Varkala (Kerala)</h2>
      <p>
        Auf den roten Klippen von Varkala bieten viele kleine Gästehäuser Yoga und Ayurveda an. Die besten verbinden eine qualifizierte
        Ärztin oder einen qualifizierten Arzt mit gut ausgebildeten Lehrenden und passen zu Reisenden, die einen lebhaften Badeort vor der
        Tür haben möchten. Die Qualität schwankt stark – fragen Sie also, wer die Behandlungen beaufsichtigt.
      </p>

      <h2>5. Eine Wellness-Lodge im Teeland von Munnar (Kerala)</h2>
      <p>
        Hoch oben in den Westghats, zwischen Teeplantagen und kühler Bergluft, sind die Wellness-Lodges von Munnar eine gute Wahl in den
        heißesten Monaten an der Küste. Die Programme sind meist sanfter und kürzer, mit dem Schwerpunkt auf Wandern, Ruhe und Verjüngung
        statt auf tiefer Reinigung.
      </p>

      <h2>6. Ein Wellness-Retreat im Himalaya bei Rishikesh (Uttarakhand)</h2>
      <p>
        In den Ausläufern über dem Ganges bietet Indiens Yoga-Hauptstadt mehrere große, elegante Wellness-Resorts, die Ayurveda mit
        Spa-Anwendungen, Vedanta und Yoga verbinden. Sie sind luxuriös und gut geführt, doch Ayurveda ist dort meist ein Baustein unter
        vielen und nicht der Mittelpunkt des Aufenthalts.
      </p>

      <h2>7. Ein Retreat auf einer Kaffeeplantage in Coorg (Karnataka)</h2>
      <p>
        In den nebligen Kaffee- und Gewürzplantagen von Kodagu liegen eine Handvoll Plantagen-Retreats mit ayurvedischen Zentren. Freuen Sie
        sich auf herrliche Spaziergänge, Plantagenküche und komfortable Villen; vergewissern Sie sich, dass längere Panchakarma-Programme
        von einer Ärztin oder einem Arzt vor Ort begleitet werden.
      </p>

      <h2>8. Ein Yoga- und Ayurveda-Dorf im Süden Goas</h2>
      <p>
        An den ruhigeren Stränden Südgoas haben saisonale Yoga-Retreats eine lange Tradition, und einige bieten ayurvedische Beratung und
        Behandlungen an. Sie sind entspannt und gesellig – ideal als Einstieg in den Ayurveda, weniger als therapeutisches Programm.
      </p>

      <h2>9. Ein Zentrum für Naturheilkunde und Ayurveda bei Bengaluru (Karnataka)</h2>
      <p>
        Große integrative Gesundheitszentren außerhalb von Bengaluru verbinden Ayurveda, Naturheilkunde und Yogatherapie unter ärztlicher
        Aufsicht. Sie passen zu Gästen, die ein strukturiertes, klinisches Programm suchen und eine größere Gemeinschaft nicht scheuen.
      </p>

      <h2>10. Ein Retreat in einem historischen Tharavad bei Thrissur (Kerala)</h2>
      <p>
        In Zentralkerala wurden alte Familienhäuser, die Tharavads, liebevoll zu kleinen, persönlichen Retreats restauriert. Ein Aufenthalt
        dort ist eine Lektion in keralischer Architektur und Kultur, und die besten haben traditionelle Ärzte im Haus, die sanfte
        Verjüngungsprogramme begleiten.
      </p>

      <h2>So finden Sie das richtige Retreat</h2>
      <p>
        Beginnen Sie mit Ihrem Anliegen. Wenn Sie sich erholen möchten, wirkt schon eine Woche mit täglichen Anwendungen, Yoga und gutem
        Essen in schöner Umgebung Wunder. Geht es um ein chronisches Leiden wie Verdauungsbeschwerden, Gelenkschmerzen, Stress oder
        schlechten Schlaf, wählen Sie ein ärztlich geleitetes Programm von mindestens vierzehn Tagen, denn die klassische
        Panchakarma-Abfolge lässt sich nicht beschleunigen. Stellen Sie jedem Retreat dieselben Fragen:
      </p>
      <ul>
        <li>Wer ist die Ärztin oder der Arzt, welche Qualifikation hat sie oder er, und wie oft werde ich sie oder ihn sehen?</li>
        <li>Wie viele Gäste sind gleichzeitig im Haus, und wie viele Therapeutinnen und Therapeuten gibt es?</li>
        <li>Wird für meine Konstitution gekocht, und was geschieht an den Reinigungstagen?</li>
        <li>Welche Unterstützung gibt es für Gäste aus dem Ausland: Visum, Transfers und Zahlungen?</li>
      </ul>
      <p>
        Diese Fragen beantworten wir für uns selbst jederzeit gern – und sagen Ihnen ehrlich, wenn eine andere Art von Retreat besser zu
        Ihnen passt. <Link to="/contact">Schreiben Sie uns</Link> oder <Link to="/">entdecken Sie das {site.shortName}</Link>.
      </p>
    </div>
  );
}
