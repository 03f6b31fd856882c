//.kernel svm_gather_w64
//.platform PVCXT
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -enableHalfLSC -dumpcommonisa -output -binary "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -enableHalfLSC "
//.instCount 90
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=64 type=ud align=32 words (r0.0)
//.declare  (1)  rf=r size=64 type=ud alias=BuiltInR0+0 align=32 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.13)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.14)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.9)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.10)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.11)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.12)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=32 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=32 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.3)
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V35 (41)  rf=r size=4 type=d align=2 words (r2.8)
//.declare V36 (42)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V37 (43)  rf=r size=32 type=d align=32 words (r1.0)
//.declare V38 (44)  rf=r size=128 type=q align=32 words (r3.0)
//.declare V39 (45)  rf=r size=128 type=q align=32 words (r5.0)
//.declare V41 (47)  rf=r size=128 type=q align=32 words (r7.0)
//.declare V42 (48)  rf=r size=128 type=q align=32 words (r9.0)
//.declare V44 (50)  rf=r size=128 type=q align=32 words (r11.0)
//.declare V45 (51)  rf=r size=128 type=q align=32 words (r13.0)
//.declare V46 (52)  rf=r size=32 type=d align=32 words (r15.0)
//.declare V47 (53)  rf=r size=128 type=q align=32 words (r16.0)
//.declare V48 (54)  rf=r size=128 type=q align=32 words (r18.0)
//.declare P1 (55)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V49 (56)  rf=r size=64 type=d align=32 words (r20.0)
//.declare P2 (57)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V50 (58)  rf=r size=64 type=d align=32 words (r21.0)
//.declare V51 (59)  rf=r size=64 type=d align=32 words (r22.0)
//.declare V52 (60)  rf=r size=64 type=d align=32 words (r23.0)
//.declare V53 (61)  rf=r size=256 type=d align=32 words (r24.0)
//.declare V54 (62)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.2)
//.declare  (63)  rf=r size=64 type=ud align=32 words (r28.0)
//.declare  (64)  rf=r size=64 type=uq alias=+0 align=32 words (r28.0)
//.declare V55 (65)  rf=r size=32 type=d alias=V46+0 align=2 words (r15.0)
//.declare V56 (66)  rf=r size=32 type=d alias=V37+0 align=2 words (r1.0)
//.declare V57 (67)  rf=r size=128 type=q alias=V39+0 align=32 words (r5.0)
//.declare V58 (68)  rf=r size=8 type=q alias=V36+0 align=4 words (r2.1)
//.declare V59 (69)  rf=r size=128 type=q alias=V38+0 align=32 words (r3.0)
//.declare V60 (70)  rf=r size=128 type=q alias=V42+0 align=32 words (r9.0)
//.declare V61 (71)  rf=r size=128 type=q alias=V41+0 align=32 words (r7.0)
//.declare V62 (72)  rf=r size=128 type=q alias=V45+0 align=32 words (r13.0)
//.declare V63 (73)  rf=r size=128 type=q alias=V44+0 align=32 words (r11.0)
//.declare V64 (74)  rf=r size=128 type=q alias=V48+0 align=32 words (r18.0)
//.declare V65 (75)  rf=r size=128 type=q alias=V47+0 align=32 words (r16.0)
//.declare V66 (76)  rf=r size=256 type=ud alias=V53+0 align=32 words (r24.0)
//.declare V67 (77)  rf=r size=4 type=ud alias=V35+0 align=2 words (r2.8)
//.declare V68 (78)  rf=r size=128 type=uq alias=V39+0 align=32 words (r5.0)
//.declare V69 (79)  rf=r size=128 type=uq alias=V42+0 align=32 words (r9.0)
//.declare V70 (80)  rf=r size=128 type=uq alias=V45+0 align=32 words (r13.0)
//.declare V71 (81)  rf=r size=128 type=uq alias=V48+0 align=32 words (r18.0)
//.declare V72 (82)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.3)
//.declare  (83)  rf=r size=64 type=ud align=32 words (r29.0)
//.declare  (84)  rf=r size=64 type=uq alias=+0 align=32 words (r29.0)
//.declare  (85)  rf=r size=64 type=ud align=32 words (r127.0)
//.declare  (86)  rf=r size=16 type=w align=16 words (r1.16)
//.declare  (87)  rf=r size=64 type=ud align=32 words (r30.0)
//.declare  (88)  rf=r size=64 type=ud align=32 words (r31.0)
//.declare  (89)  rf=r size=32 type=ud align=2 words (r0.0)
//.declare  (90)  rf=r size=32 type=ud align=2 words (r127.0)
//.declare  (91)  rf=r size=64 type=ud align=32 words (r1.0)
//.declare  (92)  rf=r size=64 type=ud align=32 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V36      | :q       |      8 | r2+8     | general    |
// | V32      | :q       |      8 | r2+16    | general    |
// | V33      | :q       |      8 | r2+24    | general    |
// | V35      | :d       |      4 | r2+32    | general    |
// | V34      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}          // 
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x40:uw              {I@1} // 
        load.ugm.d32x16t.a32.ca.ca (1|M0)  r1:1 bti[255][r127:1]   {A@1,$0} // ex_desc:0xFF000000; desc:0x6218D500 // $77
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src} // 
        load.ugm.d32x16t.a32.ca.ca (1|M0)  r2:1 bti[255][r127:1]   {A@1,$1} // ex_desc:0xFF000000; desc:0x6218D500 // $77
// B002: Preds:{B001},  Succs:{}
// svm_gather_w64_BB_0:
(W)     mov (1|M0)               r28.0<1>:uq   r2.2<0;1,0>:uq                   {Compacted,$1.dst}   // $1
        mov (8|M0)               r1.16<1>:w    0x76543210:v                               {$0.dst}   // $3
(W)     send.dc1 (16|M0)         r24      r28     null:0  0x0            0x024D05FF           {I@2,$2} // wr:1h+0, rd:4; a64 unaligned oword block read x16 // $1
        mul (8|M0)               r15.0<1>:d    r1.16<1;1,0>:w    28:w               {I@1}            // $3
        mov (1|M0)               r4.7<1>:q     176:w                                                 // $6
        add (8|M0)               r1.0<1>:d     r15.0<1;1,0>:d    12:w               {Compacted,I@2}  // $4
        add (8|M0)               r15.0<1>:d    r15.0<1;1,0>:d    44:w               {Compacted}      // $51
        mov (8|M0)               r30.0<2>:ud   r1.0<1;1,0>:ud                   {Compacted,I@2}      // $5
        mov (8|M0)               r31.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted,I@2}      // $52
        mov (1|M0)               r4.6<1>:q     148:w                                                 // $7
        mov (1|M0)               r4.5<1>:q     120:w                                                 // $8
        mov (1|M0)               r4.4<1>:q     92:w                                                  // $9
        mov (1|M0)               r4.3<1>:q     64:w                                                  // $10
        mov (1|M0)               r4.2<1>:q     36:w                                                  // $11
        mov (1|M0)               r4.1<1>:q     8:w                                                   // $12
        mov (1|M0)               r4.0<1>:q     236:w                                                 // $13
        mov (16|M0)              r7.0<1>:q     112:w                                                 // $16
        mov (16|M0)              r11.0<1>:q    48:w                                                  // $34
        mov (1|M0)               r16.7<1>:q    16:w                                                  // $53
        mov (1|M0)               r16.6<1>:q    244:w                                                 // $54
        mov (1|M0)               r16.5<1>:q    216:w                                                 // $55
        mov (1|M0)               r16.4<1>:q    188:w                                                 // $56
        mov (1|M0)               r16.3<1>:q    160:w                                                 // $57
        mov (1|M0)               r16.2<1>:q    132:w                                                 // $58
        mov (1|M0)               r16.1<1>:q    104:w                                                 // $59
        mov (1|M0)               r16.0<1>:q    76:w                                                  // $60
        mov (8|M0)               r3.0<1>:q     r30.0<2;1,0>:d                                        // $5
        mov (8|M0)               r17.0<1>:q    r31.0<2;1,0>:d                                        // $52
        mov (1|M0)               r8.6<1>:q     84:w                                                  // $17
        mov (1|M0)               r8.5<1>:q     56:w                                                  // $18
        mov (1|M0)               r8.4<1>:q     28:w                                                  // $19
        mov (1|M0)               r8.3<1>:q     0:w                                                   // $20
        mov (1|M0)               r8.2<1>:q     228:w                                                 // $21
        mov (1|M0)               r8.1<1>:q     200:w                                                 // $22
        mov (1|M0)               r8.0<1>:q     172:w                                                 // $23
        mov (1|M0)               r7.7<1>:q     144:w                                                 // $24
        mov (1|M0)               r7.6<1>:q     116:w                                                 // $25
        mov (1|M0)               r7.5<1>:q     88:w                                                  // $26
        mov (1|M0)               r7.4<1>:q     60:w                                                  // $27
        mov (1|M0)               r7.3<1>:q     32:w                                                  // $28
        mov (1|M0)               r7.2<1>:q     4:w                                                   // $29
        mov (1|M0)               r7.1<1>:q     232:w                                                 // $30
        mov (1|M0)               r7.0<1>:q     204:w                                                 // $31
        mov (1|M0)               r12.6<1>:q    20:w                                                  // $35
        mov (1|M0)               r12.5<1>:q    248:w                                                 // $36
        mov (1|M0)               r12.4<1>:q    220:w                                                 // $37
        mov (1|M0)               r12.3<1>:q    192:w                                                 // $38
        mov (1|M0)               r12.2<1>:q    164:w                                                 // $39
        mov (1|M0)               r12.1<1>:q    136:w                                                 // $40
        mov (1|M0)               r12.0<1>:q    108:w                                                 // $41
        mov (1|M0)               r11.7<1>:q    80:w                                                  // $42
        mov (1|M0)               r11.6<1>:q    52:w                                                  // $43
        mov (1|M0)               r11.5<1>:q    24:w                                                  // $44
        mov (1|M0)               r11.4<1>:q    252:w                                                 // $45
        mov (1|M0)               r11.3<1>:q    224:w                                                 // $46
        mov (1|M0)               r11.2<1>:q    196:w                                                 // $47
        mov (1|M0)               r11.1<1>:q    168:w                                                 // $48
        mov (1|M0)               r11.0<1>:q    140:w                                                 // $49
        cmp (32|M0)   (lt)f1.0   null<1>:ud    r24.0<1;1,0>:ud   r2.8<0;1,0>:ud   {$2.dst}           // $63
        cmp (32|M0)   (lt)f0.0   null<1>:ud    r26.0<1;1,0>:ud   r2.8<0;1,0>:ud                      // $68
        add (16|M0)              r5.0<1>:q     r2.1<0;1,0>:q     r3.0<1;1,0>:q    {Compacted}        // $14
        add (16|M0)              r18.0<1>:q    r2.1<0;1,0>:q     r16.0<1;1,0>:q   {Compacted}        // $61
        add (16|M0)              r9.0<1>:q     r2.1<0;1,0>:q     r7.0<1;1,0>:q    {Compacted}        // $32
        add (16|M0)              r13.0<1>:q    r2.1<0;1,0>:q     r11.0<1;1,0>:q   {Compacted,I@6}    // $50
        mov (16|M0)              r20.0<1>:d    r24.0<1;1,0>:d                   {Compacted}          // $62
(f1.0)  send.dc1 (16|M0)         r20      r5      null:0  0x0            0x041411FF           {A@1,$3} // wr:2+0, rd:1; a64 dword gathering read // $64
        mov (16|M0)              r23.0<1>:d    r27.0<1;1,0>:d                   {Compacted}          // $65
(f0.0)  send.dc1 (16|M16)        r23      r18     null:0  0x0            0x041411FF           {I@1,$4} // wr:2+0, rd:1; a64 dword gathering read // $74
        mov (16|M0)              r22.0<1>:d    r26.0<1;1,0>:d                   {Compacted}          // $66
(f0.0)  send.dc1 (16|M0)         r22      r13     null:0  0x0            0x041411FF           {I@1,$5} // wr:2+0, rd:1; a64 dword gathering read // $72
        mov (16|M0)              r21.0<1>:d    r25.0<1;1,0>:d                   {Compacted}          // $67
(f1.0)  send.dc1 (16|M16)        r21      r9      null:0  0x0            0x041411FF           {I@1,$6} // wr:2+0, rd:1; a64 dword gathering read // $70
(W)     mov (1|M0)               r29.0<1>:uq   r2.3<0;1,0>:uq                   {Compacted}          // $76
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}          // $77
(f1.0)  mov (16|M0)              r24.0<1>:d    r20.0<1;1,0>:d                   {$3.dst}             // $69
(f0.0)  mov (16|M16)             r27.0<1>:d    r23.0<1;1,0>:d                   {$4.dst}             // $75
(f0.0)  mov (16|M0)              r26.0<1>:d    r22.0<1;1,0>:d                   {Compacted,$5.dst}   // $73
(f1.0)  mov (16|M16)             r25.0<1>:d    r21.0<1;1,0>:d                   {$6.dst}             // $71
(W)     send.dc1 (16|M0)         null     r29     r24:4   0x0            0x020D45FF           {A@1,$7} // wr:1h+4, rd:0; a64 unaligned oword block write x16 // $76
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT} // wr:1+0, rd:0; end of thread // $77


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD32ReadSuppressions: 0
//.SIMD16s: 98
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
