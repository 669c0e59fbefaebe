/**
 * The examples the BACEN Pix API's OpenAPI document publishes (bacen/pix-api, openapi.yaml, API Pix
 * 2.9.0, tag 2.9.0 = commit 0d74e5e1a2eefc0eb3f373860d1266ceab5f864e), transcribed value for value
 * as data: request bodies, responses, the callback's Pix and the problem+json errors. Each names
 * its `#/components/examples/<name>` and where the document uses it. The tests map each request
 * example's input to lote's title and compare lote's request with it field by field.
 */

/** A published example: where it is in the document and its value. */
export interface PublishedExample {
  source: string;
  value: Record<string, unknown>;
}

const src = (name: string, use: string) =>
  `bacen/pix-api openapi.yaml 2.9.0 #/components/examples/${name}: ${use}`;

// Request bodies: lote's requests for the same inputs must equal these.

export const COBV_PUT: PublishedExample = {
  source: src("cobBody1", "PUT /cobv/{txid} (requestBodies/CobVBody exemplo1)"),
  value: {
    calendario: {
      dataDeVencimento: "2020-12-31",
      validadeAposVencimento: 30,
    },
    loc: {
      id: 789,
    },
    devedor: {
      logradouro: "Alameda Souza, Numero 80, Bairro Braz",
      cidade: "Recife",
      uf: "PE",
      cep: "70011750",
      cpf: "12345678909",
      nome: "Francisco da Silva",
    },
    valor: {
      original: "123.45",
      multa: {
        modalidade: "2",
        valorPerc: "15.00",
      },
      juros: {
        modalidade: "2",
        valorPerc: "2.00",
      },
      desconto: {
        modalidade: "1",
        descontoDataFixa: [
          {
            data: "2020-11-30",
            valorPerc: "30.00",
          },
        ],
      },
    },
    chave: "5f84a4c5-c5cb-4599-9f13-7eb4d419dacc",
    solicitacaoPagador: "Cobrança dos serviços prestados.",
  },
};

export const COBV_PATCH_1: PublishedExample = {
  source: src("cobBody7", "PATCH /cobv/{txid} (requestBodies/CobVBodyRevisada exemplo1)"),
  value: {
    loc: {
      id: 789,
    },
    devedor: {
      logradouro: "Alameda Souza, Numero 80, Bairro Braz",
      cidade: "Recife",
      uf: "PE",
      cep: "70011750",
      cpf: "12345678909",
      nome: "Francisco da Silva",
    },
    valor: {
      original: "123.45",
    },
    solicitacaoPagador: "Cobrança dos serviços prestados.",
  },
};

export const COBV_PATCH_2: PublishedExample = {
  source: src("cobBody4", "PATCH /cobv/{txid} (requestBodies/CobVBodyRevisada exemplo2)"),
  value: {
    valor: {
      original: "567.89",
    },
    solicitacaoPagador: "Informar cartão fidelidade",
  },
};

export const COBV_PATCH_REMOVE: PublishedExample = {
  source: src("cobBody5", "PATCH /cobv/{txid} (requestBodies/CobVBodyRevisada exemplo3)"),
  value: {
    status: "REMOVIDA_PELO_USUARIO_RECEBEDOR",
  },
};

export const LOTECOBV_PUT: PublishedExample = {
  source: src("loteCobVBody1", "PUT /lotecobv/{id} (requestBodies/LoteCobVBody exemplo1)"),
  value: {
    descricao: "Cobranças dos alunos do turno vespertino",
    cobsv: [
      {
        calendario: {
          dataDeVencimento: "2020-12-31",
          validadeAposVencimento: 30,
        },
        txid: "fb2761260e554ad593c7226beb5cb650",
        loc: {
          id: 789,
        },
        devedor: {
          logradouro: "Alameda Souza, Numero 80, Bairro Braz",
          cidade: "Recife",
          uf: "PE",
          cep: "70011750",
          cpf: "08577095428",
          nome: "João Souza",
        },
        valor: {
          original: "100.00",
        },
        chave: "7c084cd4-54af-4172-a516-a7d1a12b75cc",
        solicitacaoPagador: "Informar matrícula",
      },
      {
        calendario: {
          dataDeVencimento: "2020-12-31",
          validadeAposVencimento: 30,
        },
        txid: "7978c0c97ea847e78e8849634473c1f1",
        loc: {
          id: 57221,
        },
        devedor: {
          logradouro: "Rua 15, Numero 1, Bairro Campo Grande",
          cidade: "Recife",
          uf: "PE",
          cep: "70055751",
          cpf: "15311295449",
          nome: "Manoel Silva",
        },
        valor: {
          original: "100.00",
        },
        chave: "7c084cd4-54af-4172-a516-a7d1a12b75cc",
        solicitacaoPagador: "Informar matrícula",
      },
    ],
  },
};

export const LOTECOBV_PATCH: PublishedExample = {
  source: src("loteCobVBodyRevisado1", "PATCH /lotecobv/{id} (requestBodies/LoteCobVBodyRevisado exemplo1)"),
  value: {
    cobsv: [
      {
        calendario: {
          dataDeVencimento: "2020-01-10",
        },
        txid: "fb2761260e554ad593c7226beb5cb650",
        valor: {
          original: "110.00",
        },
      },
      {
        calendario: {
          dataDeVencimento: "2020-01-10",
        },
        txid: "7978c0c97ea847e78e8849634473c1f1",
        valor: {
          original: "110.00",
        },
      },
    ],
  },
};

export const WEBHOOK_PUT: PublishedExample = {
  source: src("webhookBody1", "PUT /webhook/{chave} (requestBodies/WebhookConfigBody exemplo1)"),
  value: {
    webhookUrl: "https://pix.example.com/api/webhook/",
  },
};

export const DEVOLUCAO_PUT: PublishedExample = {
  source: src(
    "devolucaoSolicitada1",
    "PUT /pix/{e2eid}/devolucao/{id} (requestBodies/DevolucaoBody exemplo1)",
  ),
  value: {
    valor: "7.89",
  },
};

// Responses.

export const COBV_RESPONSE: PublishedExample = {
  source: src("cobResponse4", "201 of PUT, 200 of PATCH and GET /cobv/{txid}"),
  value: {
    calendario: {
      criacao: "2020-09-09T20:15:00.358Z",
      dataDeVencimento: "2020-12-31",
      validadeAposVencimento: 30,
    },
    txid: "7978c0c97ea847e78e8849634473c1f1",
    revisao: 0,
    loc: {
      id: 789,
      location: "pix.example.com/qr/c2/cobv/9d36b84fc70b478fb95c12729b90ca25",
      tipoCob: "cobv",
    },
    status: "ATIVA",
    devedor: {
      logradouro: "Alameda Souza, Numero 80, Bairro Braz",
      cidade: "Recife",
      uf: "PE",
      cep: "70011750",
      cpf: "12345678909",
      nome: "Francisco da Silva",
    },
    recebedor: {
      logradouro: "Rua 15 Numero 1200, Bairro São Luiz",
      cidade: "São Paulo",
      uf: "SP",
      cep: "70800100",
      cnpj: "56989000019533",
      nome: "Empresa de Logística SA",
    },
    valor: {
      original: "123.45",
    },
    chave: "5f84a4c5-c5cb-4599-9f13-7eb4d419dacc",
    solicitacaoPagador: "Cobrança dos serviços prestados.",
  },
};

export const LOTECOBV_RESPONSE_1: PublishedExample = {
  source: src("loteCobVResponse1", "200 of GET /lotecobv/{id}"),
  value: {
    descricao: "Cobranças dos alunos do turno vespertino",
    criacao: "2020-11-01T20:15:00.358Z",
    cobsv: [
      {
        criacao: "2020-11-01T20:15:00.358Z",
        txid: "fb2761260e554ad593c7226beb5cb650",
        status: "CRIADA",
      },
      {
        txid: "7978c0c97ea847e78e8849634473c1f1",
        status: "NEGADA",
        problema: {
          type: "https://pix.bcb.gov.br/api/v2/error/CobVOperacaoInvalida",
          title: "Cobrança inválida.",
          status: 400,
          detail:
            "A requisição que busca alterar ou criar uma cobrança com vencimento não respeita o _schema_ ou está semanticamente errada.",
          violacoes: [
            {
              razao: "O objeto cobv.devedor não respeita o _schema_.",
              propriedade: "cobv.devedor",
            },
          ],
        },
      },
    ],
  },
};

export const LOTECOBV_RESPONSE_2: PublishedExample = {
  source: src("loteCobVResponse2", "an element of GET /lotecobv (getLotesCobsV)"),
  value: {
    descricao: "Cobranças dos assinantes anuais",
    criacao: "2020-11-17T20:00:00.358Z",
    cobsv: [
      {
        criacao: "2020-11-17T20:00:00.358Z",
        txid: "06601eaa3822423fbe897f613b983e01",
        status: "CRIADA",
      },
      {
        criacao: "2020-11-17T20:00:00.358Z",
        txid: "4e07059760d54cf493de6e7f1fbfad9a",
        status: "CRIADA",
      },
    ],
  },
};

export const PIX_RESPONSE_1: PublishedExample = {
  source: src("pixResponse1", "200 of GET /pix/{e2eid}; an element of getPix1"),
  value: {
    endToEndId: "E12345678202009091221abcdef12345",
    txid: "cd1fe328c875481285a6f233ae41b662",
    valor: "100.00",
    horario: "2020-09-10T13:03:33.902Z",
    infoPagador: "Reforma da casa",
    devolucoes: [
      {
        id: "000AAA111",
        rtrId: "D12345678202009091000abcde123456",
        valor: "11.00",
        horario: {
          solicitacao: "2020-09-10T13:03:33.902Z",
        },
        status: "EM_PROCESSAMENTO",
      },
    ],
  },
};

export const PIX_RESPONSE_2: PublishedExample = {
  source: src(
    "pixResponse2",
    "200 of GET /pix/{e2eid}; an element of getPix1 (its endToEndId has 34 characters, not the 32 of EndToEndId)",
  ),
  value: {
    endToEndId: "E12345678202009091221ghijk78901234",
    txid: "5b933948f3224266b1050ac54319e775",
    valor: "200.00",
    horario: "2020-09-10T13:03:33.902Z",
    infoPagador: "Revisão do carro",
  },
};

export const PIX_WEBHOOK_1: PublishedExample = {
  source: src(
    "pixWebhook1",
    "an element of the callback body { pix: [...] } (its devolucoes is an object, the schema says an array)",
  ),
  value: {
    endToEndId: "E12345678202009091221kkkkkkkkkkk",
    txid: "c3e0e7a4e7f1469a9f782d3d4999343c",
    valor: "110.00",
    horario: "2020-09-09T20:15:00.358Z",
    infoPagador: "0123456789",
    devolucoes: {
      id: "123ABC",
      rtrId: "D12345678202009091221abcdf098765",
      valor: "10.00",
      horario: {
        solicitacao: "2020-09-09T20:15:00.358Z",
      },
      status: "EM_PROCESSAMENTO",
    },
  },
};

export const PIX_WEBHOOK_2: PublishedExample = {
  source: src("pixWebhook2", "an element of the callback body { pix: [...] }"),
  value: {
    endToEndId: "E87654321202009091221dfghi123456",
    txid: "971122d8f37211eaadc10242ac120002",
    valor: "110.00",
    horario: "2020-09-09T20:15:00.358Z",
    infoPagador: "0123456789",
  },
};

export const DEVOLUCAO_RESPONSE_1: PublishedExample = {
  source: src("devolucaoResponse1", "201 of PUT /pix/{e2eid}/devolucao/{id}"),
  value: {
    id: "123456",
    rtrId: "D12345678202009091000abcde123456",
    valor: "7.89",
    horario: {
      solicitacao: "2020-09-11T15:25:59.411Z",
    },
    status: "EM_PROCESSAMENTO",
  },
};

export const DEVOLUCAO_RESPONSE_2: PublishedExample = {
  source: src("devolucaoResponse2", "200 of GET /pix/{e2eid}/devolucao/{id}"),
  value: {
    id: "502",
    rtrId: "D12345678202011111000fghij789012",
    valor: "20.00",
    horario: {
      solicitacao: "2020-09-11T15:25:59.411Z",
    },
    status: "NAO_REALIZADO",
    motivo: "Negado por timeout",
  },
};

export const WEBHOOK_RESPONSE: PublishedExample = {
  source: src("webhookResponse1", "200 of GET /webhook/{chave}"),
  value: {
    webhookUrl: "https://pix.example.com/api/webhook/",
    chave: "40a0932d-1918-4eee-845d-35a2da1690dc",
    criacao: "2020-11-11T10:15:00.358Z",
  },
};

// Errors (application/problem+json).

export const ERROR_COBV_INVALID: PublishedExample = {
  source: src("RequisicaoInvalidaCobVExample1", "400 of PUT /cobv/{txid}"),
  value: {
    type: "https://pix.bcb.gov.br/api/v2/error/CobVOperacaoInvalida",
    title: "Cobrança inválida.",
    status: 400,
    detail:
      "A requisição que busca alterar ou criar uma cobrança com vencimento não respeita o _schema_ ou está semanticamente errada.",
    violacoes: [
      {
        razao: "O objeto cobv.devedor não respeita o _schema_.",
        propriedade: "cobv.devedor",
      },
    ],
  },
};

export const ERROR_COBV_NOT_ACTIVE: PublishedExample = {
  source: src("OperacaoInvalidaCobVExample1", "400 of PATCH /cobv/{txid}"),
  value: {
    type: "https://pix.bcb.gov.br/api/v2/error/CobVOperacaoInvalida",
    title: "Operação inválida.",
    status: 400,
    detail: "Cobrança não encontra-se mais com o status ATIVA, somente cobranças ativas podem ser revisadas.",
  },
};

export const ERROR_LOTECOBV_INVALID: PublishedExample = {
  source: src("RequisicaoInvalidaLoteCobVExample1", "400 of PUT /lotecobv/{id}"),
  value: {
    type: "https://pix.bcb.gov.br/api/v2/error/LoteCobVOperacaoInvalida",
    title: "Lote de cobranças inválido.",
    status: 400,
    detail:
      "A requisição que busca alterar ou criar um lote de cobranças com vencimento não respeita o _schema_ ou está semanticamente errada.",
    violacoes: [
      {
        razao: "O objeto loteCobV.cobsV não respeita o _schema_.",
        propriedade: "loteCobV.cobsV",
      },
      {
        razao: "O campo loteCobV.descricao não respeita o _schema_.",
        propriedade: "loteCobV.descricao",
      },
    ],
  },
};

export const ERROR_DEVOLUCAO_INVALID: PublishedExample = {
  source: src("RequisicaoInvalidaDevolucaoExample1", "400 of PUT /pix/{e2eid}/devolucao/{id}"),
  value: {
    type: "https://pix.bcb.gov.br/api/v2/error/PixDevolucaoInvalida",
    title: "Devolução inválida.",
    status: 400,
    detail: "A presente requisição de devolução não respeita o _schema_ ou não faz sentido semanticamente.",
  },
};

export const ERROR_WEBHOOK_INVALID: PublishedExample = {
  source: src("RequisicaoInvalidaWebhookExample1", "400 of PUT /webhook/{chave}"),
  value: {
    type: "https://pix.bcb.gov.br/api/v2/error/WebhookOperacaoInvalida",
    title: "Webhook inválido.",
    status: 400,
    detail:
      "A presente requisição busca criar um webhook sem respeitar o _schema_ ou, ainda, com sentido semanticamente inválido.",
  },
};

export const ERROR_ACCESS_DENIED: PublishedExample = {
  source: src("AcessoNegadoExample1", "403 of every operation (responses/AcessoNegado)"),
  value: {
    type: "https://pix.bcb.gov.br/api/v2/error/AcessoNegado",
    title: "Acesso Negado",
    status: 403,
    detail: "Requisição de participante autenticado que viola alguma regra de autorização.",
  },
};

export const ERROR_NOT_FOUND: PublishedExample = {
  source: src("NaoEncontradoExample1", "404 (responses/NaoEncontrado)"),
  value: {
    type: "https://pix.bcb.gov.br/api/v2/error/NaoEncontrado",
    title: "Não Encontrado",
    status: 404,
    detail: "Entidade não encontrada.",
  },
};

export const ERROR_UNAVAILABLE: PublishedExample = {
  source: src("ServicoIndisponivelExample1", "503 (responses/ServicoIndisponivel)"),
  value: {
    type: "https://pix.bcb.gov.br/api/v2/error/ServicoIndisponivel",
    title: "Serviço Indisponível",
    status: 503,
    detail:
      "Serviço não está disponível no momento. Serviço solicitado pode estar em manutenção ou fora da janela de funcionamento.",
  },
};

/**
 * A BR Code the document publishes whose merchant account carries a cobv location (recResponse7's
 * `dadosQR.pixCopiaECola`, "JORNADA_4": the cobv's QR composed with a recorrência in field 80).
 */
export const COBV_BR_CODE_COMPOSED: { source: string; value: string } = {
  source: src("recResponse7", "dadosQR.pixCopiaECola of GET /rec/{idRec}?txid={txid}"),
  value:
    "00020101021226810014br.gov.bcb.pix2559pix.example.com/qr/v2/cobv/1e6c54d3ec9449b7a7fc53b6b0f998e75204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/3ffa640fa4f14080adccb949fa2dc0d06304A441",
};
