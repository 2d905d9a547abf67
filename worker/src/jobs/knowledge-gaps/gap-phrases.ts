/**
 * What an agent says when it does not know, in the languages callers use (English, German,
 * French, Spanish, Italian; the same set as card redaction). Each pattern is matched against the
 * lowercased turn with apostrophes unified and accents removed (ß stays). Written from how receptionists phrase it, not from
 * single fixtures (decision 018).
 */
export type GapSignal = 'did_not_know' | 'offered_message' | 'passed_to_staff';

export const gapPhrases: Record<GapSignal, RegExp[]> = {
  did_not_know: [
    // English
    /\bi (?:do not|don't|dont) (?:have|know|see)\b.{0,40}\b(?:information|info|details?|answer|that|this)\b/,
    /\bi (?:do not|don't) know\b/,
    /\bi(?: am|'m) (?:not (?:sure|certain)|afraid i (?:can't|cannot|don't|do not))\b/,
    /\bi(?: am|'m) (?:unable|not able) to (?:find|confirm|say|tell|answer|check)\b/,
    /\bi (?:can't|cannot|couldn't) (?:find|confirm|say|tell you|answer|see)\b/,
    /\b(?:no|not any|don't have any) (?:information|details) (?:on|about|regarding)\b/,
    /\bthat(?:'s| is) not something i (?:know|have)\b/,
    /\bi have no (?:information|details|record)\b/,
    // German
    /\bich (?:weiß|weiss) (?:es |das )?(?:leider )?nicht\b/,
    /\b(?:habe|hab) (?:dazu|daruber|hierzu|leider)? ?(?:leider )?keine (?:informationen|angaben|auskunft)\b/,
    /\b(?:bin|ist) mir (?:da )?(?:leider )?nicht sicher\b/,
    /\bkann ich (?:ihnen )?(?:leider )?nicht (?:sagen|beantworten|bestatigen)\b/,
    // French
    /\bje ne (?:sais|connais) pas\b/,
    /\bje n'ai pas (?:cette|d'|l'|les|de) ?(?:information|info|precision|detail|reponse)/,
    /\bje ne suis pas (?:sur|sure|certain)/,
    /\bje ne (?:peux|saurais) pas (?:vous )?(?:le )?(?:dire|confirmer|repondre)/,
    // Spanish
    /\bno (?:tengo|dispongo de) (?:esa |esta |la |)?(?:informacion|informacion|datos|detalles)\b/,
    /\bno estoy segur[oa]\b/,
    /\bno lo se\b|\bno se (?:si|cuando|donde|cuanto|a que|que)\b/,
    /\bno (?:puedo|sabria) (?:decirle|confirmar|responder|decirte)\b/,
    // Italian
    /\bnon (?:ho|dispongo di) (?:questa |queste |l'|le |)?(?:informazion[ei]|dettagli)\b/,
    /\bnon sono sicur[oa]\b/,
    /\bnon lo so\b|\bnon so (?:se|quando|dove|quanto|che)\b/,
    /\bnon (?:posso|saprei) (?:dirle|confermare|rispondere|dirti|dirlo)\b/,
  ],
  offered_message: [
    /\b(?:i can|i could|i'll|i will|let me|shall i|can i|may i|i'd be happy to) (?:take|leave|pass on|note down) (?:a|your) message\b/,
    /\b(?:take|leave) a message for (?:the|our) (?:staff|team|front desk|reception|manager)\b/,
    /\b(?:eine )?nachricht (?:aufnehmen|hinterlassen|notieren|weitergeben)\b/,
    /\b(?:prendre|laisser|transmettre) (?:un|votre) message\b/,
    /\b(?:tomar|dejar|anotar) (?:un|su) (?:mensaje|recado)\b/,
    /\b(?:prendere|lasciare) (?:un|il suo) messaggio\b/,
  ],
  passed_to_staff: [
    /\b(?:pass|forward|send|refer|hand)(?:ing)? (?:this|that|your (?:question|request|query)|it)(?: on| over)? to (?:the|our|a|one of our) (?:staff|team|colleagues?|front desk|reception|manager|concierge)/,
    /\b(?:check|ask|confirm) with (?:the|our|a) (?:staff|team|colleagues?|front desk|reception|manager|concierge)\b/,
    /\b(?:have|ask) (?:someone|a colleague|a member of (?:our|the) (?:staff|team)|the (?:staff|team|front desk)) (?:to )?(?:call|get back to|contact) you\b/,
    /\bsomeone (?:from|at) (?:the|our) (?:staff|team|front desk|reception) will (?:call|get back to|contact)/,
    /\b(?:an|ans) (?:das|unser|unsere) (?:team|personal|rezeption|kollegen) weiter(?:leiten|geben)\b/,
    /\b(?:kollegen|die rezeption|das team) (?:wird|werden) (?:sie )?(?:zuruckrufen|sich (?:bei ihnen )?melden)\b/,
    /\btransmettre (?:votre question|votre demande|cela|ceci)? ?(?:a|au) (?:l'equipe|notre equipe|la reception|personnel|mes collegues)/,
    /\b(?:un collegue|la reception|notre equipe) (?:vous )?(?:rappellera|recontactera)\b/,
    /\b(?:pasar|trasladar|consultar)(?:le)? (?:su (?:pregunta|consulta)|esto)? ?(?:a|al|con) (?:el personal|la recepcion|nuestro equipo|mis companeros|un companero)\b/,
    /\b(?:un companero|la recepcion|nuestro equipo) (?:le )?(?:llamara|contactara|devolvera la llamada)\b/,
    /\b(?:inoltrare|girare|passare) (?:la sua (?:domanda|richiesta)|questo)? ?(?:al|alla|ai) (?:personale|reception|colleghi|nostro team)\b/,
    /\b(?:un collega|la reception|il nostro team) (?:la )?(?:richiamera|contattera)\b/,
  ],
};

/**
 * Turns that look like a gap but are not: the agent did not hear the caller, or the caller asked
 * for exactly this (a message, a person), so offering it is the right answer.
 */
export const notAGap: RegExp[] = [
  /\bnot sure i (?:caught|heard|understood|got)\b/,
  /\b(?:didn't|did not|couldn't) (?:catch|hear|understand)\b/,
  /\b(?:could|can) you (?:please )?(?:repeat|say that again|spell)\b/,
  /\bnicht (?:verstanden|gehort)\b|\bwiederholen\b/,
  /\bpas (?:compris|entendu)\b|\brepeter\b/,
  /\bno (?:le )?(?:he )?(?:entendido|oido)\b|\brepetir\b/,
  /\bnon (?:ho )?(?:capito|sentito)\b|\bripetere\b/,
];

/** The caller asked for a message or a person: an agent offering one is doing its job. */
export const callerAskedForPerson: RegExp[] = [
  /\b(?:leave|take) a message\b|\bspeak (?:to|with) (?:a|someone|the|somebody|a real)\b|\b(?:a|real) (?:person|human)\b|\bcall me back\b|\bcallback\b/,
  /\bnachricht\b|\bmit (?:jemandem|einem menschen|der rezeption) sprechen\b|\bruckruf\b|\bzuruckrufen\b/,
  /\bmessage\b|\bparler (?:a|avec) (?:quelqu'un|une personne|la reception)\b|\brappeler\b/,
  /\bmensaje\b|\brecado\b|\bhablar con (?:alguien|una persona|recepcion)\b|\bdevolver la llamada\b/,
  /\bmessaggio\b|\bparlare con (?:qualcuno|una persona|la reception)\b|\brichiamare\b/,
];
